import type { Story } from '@ladle/react';
import { ProfileMenu } from './profile-menu';
import { ProfileMenuView } from './profile-menu.view';
import '../i18n';

export default { title: 'Shell/Profile menu' };

const noop = () => undefined;

export const Default: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 180 }}>
    <ProfileMenu name="Dale Jensen" initials="DJ" profileHref="#profile" onLogout={noop} />
  </div>
);

export const KoreanName: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 180 }}>
    <ProfileMenu name="김민준" initials="김" profileHref="#profile" onLogout={noop} />
  </div>
);

export const LongName: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 180 }}>
    <ProfileMenu
      name="Maria Fernanda de los Ángeles Gutiérrez Castañeda"
      initials="MG"
      profileHref="#profile"
      onLogout={noop}
    />
  </div>
);

/** The view from props alone, open: what the menu shows under its button. */
export const OpenView: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 180 }}>
    <ProfileMenuView
      name="Dale Jensen"
      initials="DJ"
      profileHref="#profile"
      open
      onButtonClick={noop}
      onProfileClick={(event) => event.preventDefault()}
      onLogoutClick={noop}
    />
  </div>
);
