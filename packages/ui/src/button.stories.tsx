import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from './button';

export default { title: 'UI/Button' };

export const Primary: Story = () => <Button variant="primary">Place order</Button>;

export const Secondary: Story = () => <Button variant="secondary">Save as draft</Button>;

export const Ghost: Story = () => <Button variant="ghost">View details</Button>;

export const Danger: Story = () => <Button variant="danger">Cancel order</Button>;

export const Small: Story = () => (
  <div style={{ display: 'flex', gap: '0.5rem' }}>
    <Button size="sm">Add</Button>
    <Button size="sm" variant="secondary">
      Edit
    </Button>
    <Button size="sm" variant="ghost">
      Remove
    </Button>
  </div>
);

export const Disabled: Story = () => (
  <div style={{ display: 'flex', gap: '0.5rem' }}>
    <Button disabled>Place order</Button>
    <Button disabled variant="secondary">
      Save as draft
    </Button>
  </div>
);

export const Loading: Story = () => <Button loading>Placing order</Button>;

/** Press it: it shows the spinner for two seconds, as while a request is running. */
export const LoadingOnPress: Story = () => {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      loading={loading}
      onClick={() => {
        setLoading(true);
        setTimeout(() => setLoading(false), 2000);
      }}
    >
      Submit complaint
    </Button>
  );
};

/** A host page restyles the kit with custom properties; here on a wrapper element. */
export const RestyledByTheHostPage: Story = () => (
  <div style={{ ['--anp-color-primary' as string]: '#00563f', ['--anp-radius-md' as string]: '0' }}>
    <Button>Place order</Button>
  </div>
);
