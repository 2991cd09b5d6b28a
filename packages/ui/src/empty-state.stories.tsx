import type { Story } from '@ladle/react';
import { EmptyState } from './empty-state';
import { Button } from './button';

export default { title: 'UI/EmptyState' };

const bagIcon = (
  <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d="M12 10h24l4 30H8l4-30z" strokeLinejoin="round" />
    <path d="M18 18c0 4 2.7 7 6 7s6-3 6-7" strokeLinecap="round" />
  </svg>
);

export const TitleOnly: Story = () => <EmptyState title="No orders yet" />;

export const WithDescriptionAndAction: Story = () => (
  <EmptyState
    icon={bagIcon}
    title="Your cart is empty"
    description="Add feed products from the catalogue to start an order."
    action={<Button>Browse products</Button>}
  />
);

/** The title of a whole page, as the host's refusal and not-found pages use it. */
export const PageHeading: Story = () => (
  <EmptyState
    headingLevel={1}
    title="Orders is on its way"
    description="This part of the portal arrives in a later release."
    action={<a href="#dashboard">Back to the dashboard</a>}
  />
);
