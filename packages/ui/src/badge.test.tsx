import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Badge, CountBadge } from './badge';

describe('given a Badge', () => {
  it('shows its text', async () => {
    render(<Badge tone="success">Delivered</Badge>);
    expect(await screen.findByText('Delivered')).toBeTruthy();
  });

  it('has no axe violations in any tone', async () => {
    const { container } = render(
      <p>
        {(['neutral', 'primary', 'danger', 'warning', 'success', 'info'] as const).map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </p>,
    );
    await screen.findByText('info');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('given a CountBadge on a button', () => {
  function renderOnButton(count: number | null | undefined) {
    return render(
      <button type="button">
        Cart <CountBadge count={count} label={`${count} items in your cart`} />
      </button>,
    );
  }

  it.each([
    [1, '1'],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %s as %s and lets screen readers hear the label instead', async (count, shown) => {
    renderOnButton(count);
    const button = await screen.findByRole('button', { name: `Cart ${count} items in your cart` });
    expect(screen.getByText(shown).getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toContain(shown);
  });

  it.each([0, -2, null, undefined])('shows no badge for a count of %s', async (count) => {
    renderOnButton(count);
    const button = await screen.findByRole('button', { name: 'Cart' });
    expect(button.textContent?.trim()).toBe('Cart');
  });

  it('has no axe violations', async () => {
    const { container } = renderOnButton(120);
    await waitFor(() => expect(screen.getByText('99+')).toBeTruthy());
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
