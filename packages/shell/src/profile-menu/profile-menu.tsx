import type { MouseEvent } from 'react';
import { ProfileMenuView } from './profile-menu.view';
import { useProfileMenu } from './use-profile-menu';

export interface ProfileMenuProps {
  /** The user's name as shown ("Dale Jensen"). */
  name: string;
  /** The avatar's initials ("DJ"). */
  initials: string;
  /** Link of the Profile item (`{base}/profile`). */
  profileHref: string;
  /** Called on a click of the Profile link (the kit turns plain clicks into `anp-navigate`). */
  onProfile?: (event: MouseEvent, href: string) => void;
  onLogout: () => void;
}

/**
 * The profile menu of the header (shell-and-admin.md §2 "Header": Profile and Logout), as the
 * WAI-ARIA menu button: Enter, Space or the arrows open it, the arrows, Home and End move,
 * Escape closes it and returns to the button, Tab leaves it.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const { rootRef, buttonRef, menuRef, ...menu } = useProfileMenu(props);
  return (
    <ProfileMenuView
      name={props.name}
      initials={props.initials}
      profileHref={props.profileHref}
      rootRef={rootRef}
      buttonRef={buttonRef}
      menuRef={menuRef}
      {...menu}
    />
  );
}
