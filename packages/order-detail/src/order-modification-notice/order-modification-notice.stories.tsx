import type { Story } from '@ladle/react';
import { ModificationNotices } from './order-modification-notice';
import { Demo } from '../fixtures/story-demo';

export default { title: 'Order detail / Modification notice' };

export const ModificationNoticeTiles: Story = () => (
  <Demo>
    <ModificationNotices max={2} />
  </Demo>
);
