import type { Story } from '@ladle/react';
import { Spinner } from './spinner';

export default { title: 'UI/Spinner' };

export const Medium: Story = () => <Spinner label="Loading orders…" />;

export const Small: Story = () => <Spinner label="Loading" size="sm" />;

export const Large: Story = () => <Spinner label="Loading invoices…" size="lg" />;

/** Without a label the spinner is decoration (e.g. next to text that already says "Loading"). */
export const Decorative: Story = () => (
  <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
    <Spinner size="sm" /> Loading your accounts…
  </p>
);
