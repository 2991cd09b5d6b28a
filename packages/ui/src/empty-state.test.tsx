import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { EmptyState } from './empty-state';
import { Button } from './button';

const icon = (
  <svg viewBox="0 0 24 24">
    <path d="M3 7h18v12H3z" />
  </svg>
);

describe('given an EmptyState', () => {
  it('titles the empty view with a level 2 heading by default', async () => {
    render(<EmptyState title="No orders yet" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No orders yet' })).toBeTruthy();
  });

  it('uses the heading level the page outline needs', async () => {
    render(<EmptyState title="Orders is on its way" headingLevel={1} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orders is on its way' }),
    ).toBeTruthy();
  });

  it('explains the state and offers the next step', async () => {
    render(
      <EmptyState
        title="Your cart is empty"
        description="Add products from the catalogue to start an order."
        action={<Button>Browse products</Button>}
        icon={icon}
      />,
    );
    expect(
      await screen.findByText('Add products from the catalogue to start an order.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse products' })).toBeTruthy();
  });

  it('keeps its picture away from screen readers', async () => {
    const { container } = render(<EmptyState title="No invoices" icon={icon} />);
    await screen.findByRole('heading', { name: 'No invoices' });
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState
        title="No documents"
        description={<p>Documents appear here once an order ships.</p>}
        action={<a href="/orders">See orders</a>}
        icon={icon}
      />,
    );
    await screen.findByRole('link', { name: 'See orders' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
