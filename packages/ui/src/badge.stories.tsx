import type { Story } from '@ladle/react';
import { Badge, CountBadge } from './badge';

export default { title: 'UI/Badge' };

const row = { display: 'flex', gap: '0.5rem', alignItems: 'center' } as const;

export const Tones: Story = () => (
  <div style={row}>
    <Badge>Draft</Badge>
    <Badge tone="primary">Submitted</Badge>
    <Badge tone="info">In transit</Badge>
    <Badge tone="success">Delivered</Badge>
    <Badge tone="warning">On hold</Badge>
    <Badge tone="danger">Cancelled</Badge>
  </div>
);

export const Count: Story = () => (
  <button type="button" style={row}>
    Notifications <CountBadge count={3} label="3 unread notifications" />
  </button>
);

export const CountAboveCap: Story = () => (
  <button type="button" style={row}>
    Cart <CountBadge count={120} label="120 items in your cart" tone="primary" />
  </button>
);

/** Zero, negative and missing counts show no badge at all. */
export const CountOfZero: Story = () => (
  <button type="button" style={row}>
    Notifications <CountBadge count={0} label="No unread notifications" />
  </button>
);
