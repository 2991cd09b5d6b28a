import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Spinner } from './spinner';

function pageCss(): string {
  return Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
}

describe('given a Spinner with a label', () => {
  it('is a status that screen readers read out', async () => {
    render(<Spinner label="Loading orders…" />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading orders…');
    expect(screen.getByText('Loading orders…')).toBeTruthy();
  });

  it.each(['sm', 'md', 'lg'] as const)('has no axe violations at size %s', async (size) => {
    const { container } = render(<Spinner label="Loading" size={size} />);
    await screen.findByRole('status');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('given a Spinner without a label', () => {
  it('is decoration, hidden from assistive technology', async () => {
    const { container } = render(<Spinner />);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('given a user who prefers reduced motion', () => {
  it('stops the spinning (a slow fade remains)', async () => {
    render(<Spinner label="Loading" />);
    await screen.findByRole('status');
    const css = pageCss();
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(
      /^@media \(prefers-reduced-motion: reduce\)\{[^}]*svg\{animation:[^;]*2s ease-in-out infinite/,
    );
  });
});
