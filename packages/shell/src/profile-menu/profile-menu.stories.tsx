import type { Story } from '@ladle/react';
import { ProfileMenu } from './profile-menu';
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
