import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Button } from './button';

/** The CSS styled-components wrote, for what jsdom cannot compute (focus rings). */
function pageCss(): string {
  return Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
}

describe('given a Button', () => {
  it('is a button named by its text that reacts to a click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Place order</Button>);
    const button = await screen.findByRole('button', { name: 'Place order' });
    await userEvent.tab();
    expect(button).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('draws a visible focus ring for keyboard focus', async () => {
    render(<Button>Focus me</Button>);
    await screen.findByRole('button', { name: 'Focus me' });
    expect(pageCss()).toMatch(/:focus-visible\{[^}]*outline:2px solid var\(--anp-color-focus/);
  });

  it('does not submit the form it is in unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form aria-label="Order" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Check stock</Button>
        <Button type="submit">Submit order</Button>
      </form>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Check stock' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')?.getAttribute('type')).toBe('button');
  });

  it('hands its ref to the native button and passes native props through', async () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} aria-pressed="true" name="view" value="grid" title="Grid view">
        Grid
      </Button>,
    );
    const button = await screen.findByRole('button', { name: 'Grid', pressed: true });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('name')).toBe('view');
    expect(button.getAttribute('value')).toBe('grid');
  });

  it('cannot be pressed when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Reorder
      </Button>,
    );
    const button = await screen.findByRole('button', { name: 'Reorder' });
    await userEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)(
    'has no axe violations as a %s button',
    async (variant) => {
      const { container } = render(
        <>
          <Button variant={variant}>Medium</Button>
          <Button variant={variant} size="sm">
            Small
          </Button>
        </>,
      );
      await screen.findByRole('button', { name: 'Small' });
      expect((await axe.run(container)).violations).toEqual([]);
    },
  );
});

describe('given a loading Button', () => {
  it('is busy, disabled, keeps its name and ignores presses', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = await screen.findByRole('button', { name: 'Save', busy: true });
    expect(button).toHaveProperty('disabled', true);
    expect(button.querySelector('svg')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('becomes usable again when the work is done', async () => {
    const { rerender } = render(<Button loading>Save</Button>);
    await screen.findByRole('button', { name: 'Save', busy: true });
    rerender(<Button>Save</Button>);
    const button = await screen.findByRole('button', { name: 'Save', busy: false });
    expect(button).toHaveProperty('disabled', false);
    expect(button.querySelector('svg')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button loading>Save</Button>);
    await screen.findByRole('button', { name: 'Save' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
