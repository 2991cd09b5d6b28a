import { useId } from 'react';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { useKitTranslation } from '@anp/core';
import { popoverMode } from '@anp/ui/top-layer';
import { SHELL_NS } from '../i18n';
import { Chevron } from '../nav-icons';
import { Avatar, Item, Menu, Name, Root, Trigger } from './profile-menu.styles';

export interface ProfileMenuViewProps {
  /** The user's name as shown ("Dale Jensen"). */
  name: string;
  /** The avatar's initials ("DJ"). */
  initials: string;
  /** Link of the Profile item (`{base}/profile`). */
  profileHref: string;
  open: boolean;
  rootRef?: Ref<HTMLDivElement>;
  buttonRef?: Ref<HTMLButtonElement>;
  menuRef?: Ref<HTMLUListElement>;
  onButtonClick: () => void;
  onButtonKeyDown?: (event: KeyboardEvent) => void;
  onMenuKeyDown?: (event: KeyboardEvent) => void;
  onItemKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onProfileClick: (event: MouseEvent) => void;
  onLogoutClick: () => void;
}

/**
 * The profile menu of the header (shell-and-admin.md §2 "Header": Profile and Logout), drawn
 * from props: the button with the avatar and the name, and when open the menu of two items.
 */
export function ProfileMenuView({ rootRef, buttonRef, menuRef, ...props }: ProfileMenuViewProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const menuId = useId();
  const { open } = props;
  return (
    <Root ref={rootRef}>
      <Trigger
        part="profile-button"
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('profile.button', { name: props.name })}
        onClick={props.onButtonClick}
        onKeyDown={props.onButtonKeyDown}
      >
        <Avatar aria-hidden="true" data-initials={props.initials} />
        <Name>{props.name}</Name>
        <Chevron direction={open ? 'up' : 'down'} />
      </Trigger>
      {open && (
        <Menu
          part="menu"
          ref={menuRef}
          id={menuId}
          popover={popoverMode('auto')}
          role="menu"
          aria-label={props.name}
          onKeyDown={props.onMenuKeyDown}
        >
          <li role="none">
            <Item
              part="menu-item"
              role="menuitem"
              tabIndex={-1}
              href={props.profileHref}
              onKeyDown={props.onItemKeyDown}
              onClick={props.onProfileClick}
            >
              {t('profile.profile')}
            </Item>
          </li>
          <li role="none">
            <Item
              part="menu-item"
              as="button"
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={props.onLogoutClick}
            >
              {t('profile.logout')}
            </Item>
          </li>
        </Menu>
      )}
    </Root>
  );
}
