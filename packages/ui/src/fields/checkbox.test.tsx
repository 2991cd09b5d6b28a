import { createRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Market } from './fixtures';
import { Checkbox, type CheckboxProps } from './index';

// axe and the first styled render are slow on a busy two-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

function renderIn(ui: ReactNode) {
  const user = userEvent.setup();
  return { user, ...render(<Market>{ui}</Market>) };
}

function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('given a Checkbox', () => {
  it('is a checkbox named by its visible label, toggled by a click on the label', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderIn(
      <Checkbox
        label="Full pallets"
        hint="Ships whole pallets only."
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = await screen.findByRole('checkbox', { name: 'Full pallets' });
    expect(box).toHaveProperty('checked', false);
    await user.click(screen.getByText('Full pallets'));
    expect(box).toHaveProperty('checked', true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('is toggled with Space', async () => {
    const { user } = renderIn(<Checkbox label="About an order" />);
    const box = await screen.findByRole('checkbox', { name: 'About an order' });
    await user.tab();
    await user.keyboard(' ');
    expect(box).toHaveProperty('checked', true);
  });

  it.each<[string, Partial<CheckboxProps>, string[], boolean]>([
    ['nothing', {}, [], false],
    ['a hint', { hint: 'Needed to place the order.' }, ['Needed to place the order.'], false],
    ['an error', { error: 'Accept the terms.' }, ['Accept the terms.'], true],
    [
      'both',
      { hint: 'Needed to place the order.', error: 'Accept the terms.' },
      ['Needed to place the order.', 'Accept the terms.'],
      true,
    ],
  ])('with %s, is described by them (not named by them)', async (_, props, said, invalid) => {
    renderIn(<Checkbox label="I accept the terms" {...props} />);
    const box = await screen.findByRole('checkbox', { name: 'I accept the terms' });
    expect(descriptions(box)).toEqual(said);
    expect(box.getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
  });

  it('is required with a marker hidden from screen readers', async () => {
    renderIn(<Checkbox label="I accept the terms" required />);
    const box = await screen.findByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveProperty('required', true);
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('is indeterminate while the prop asks for it', async () => {
    function Parent({ mixed }: { mixed: boolean }) {
      return <Checkbox label="All statuses" indeterminate={mixed} />;
    }
    const { rerender } = renderIn(<Parent mixed />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'All statuses' });
    expect(box.indeterminate).toBe(true);
    rerender(
      <Market>
        <Parent mixed={false} />
      </Market>,
    );
    expect(box.indeterminate).toBe(false);
    rerender(
      <Market>
        <Parent mixed />
      </Market>,
    );
    expect(box.indeterminate).toBe(true);
  });

  it('becomes checked from "some" when the parent chooses all (a select-all box)', async () => {
    const options = ['Open', 'Shipped', 'Invoiced'];
    function SelectAll() {
      const [chosen, setChosen] = useState<string[]>(['Open']);
      const all = chosen.length === options.length;
      return (
        <>
          <Checkbox
            label="All statuses"
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onCheckedChange={(on) => setChosen(on ? options : [])}
          />
          {options.map((o) => (
            <Checkbox
              key={o}
              label={o}
              checked={chosen.includes(o)}
              onCheckedChange={(on) =>
                setChosen((c) => (on ? [...c, o] : c.filter((x) => x !== o)))
              }
            />
          ))}
        </>
      );
    }
    const { user } = renderIn(<SelectAll />);
    const all = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'All statuses' });
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    await user.click(all);
    expect([all.checked, all.indeterminate]).toEqual([true, false]);
    expect(screen.getByRole('checkbox', { name: 'Invoiced' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Shipped' }));
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    await user.click(all);
    await user.click(all);
    expect([all.checked, all.indeterminate]).toEqual([false, false]);
  });

  it('is controlled by its parent', async () => {
    function Parent() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Checkbox label="Bag fee" checked={on} onCheckedChange={setOn} />
          <output>{on ? 'acknowledged' : 'not yet'}</output>
        </>
      );
    }
    const { user } = renderIn(<Parent />);
    await user.click(await screen.findByRole('checkbox', { name: 'Bag fee' }));
    expect(screen.getByRole('status').textContent).toBe('acknowledged');
  });

  it('is uncontrolled from defaultChecked, with its ref and native props', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const { user } = renderIn(
      <Checkbox
        ref={ref}
        label="Favourite"
        defaultChecked
        name="fav"
        value="sku-1"
        onChange={onChange}
      />,
    );
    const box = await screen.findByRole('checkbox', { name: 'Favourite' });
    expect(ref.current).toBe(box);
    expect(box).toHaveProperty('checked', true);
    expect(box.getAttribute('name')).toBe('fav');
    expect(box.getAttribute('value')).toBe('sku-1');
    await user.click(box);
    expect(box).toHaveProperty('checked', false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('cannot be changed when disabled', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderIn(
      <Checkbox label="Full pallets" disabled onCheckedChange={onCheckedChange} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Full pallets' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it.each([
    ['uncontrolled', {}],
    ['controlled', { checked: false, onChange: () => {} }],
  ])('stays focusable but unchanged when locked with aria-disabled (%s)', async (_, props) => {
    const onCheckedChange = vi.fn();
    const { user } = renderIn(
      <Checkbox
        label="Full pallets"
        aria-disabled
        hint="Ships as it is packed."
        onCheckedChange={onCheckedChange}
        {...props}
      />,
    );
    const box = await screen.findByRole('checkbox', { name: 'Full pallets' });
    await user.tab();
    expect(box).toBe(document.activeElement);
    await user.click(box);
    await user.keyboard(' ');
    expect(box).toHaveProperty('checked', false);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(descriptions(box)).toEqual(['Ships as it is packed.']);
  });

  it('has no axe violations in any state', async () => {
    const { container } = renderIn(
      <form aria-label="Review">
        <Checkbox label="Plain" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Mixed" indeterminate />
        <Checkbox label="Hint" hint="Explained." />
        <Checkbox label="Error" error="Accept the terms." />
        <Checkbox label="Required" required />
        <Checkbox label="Disabled" disabled />
        <Checkbox label="Locked" aria-disabled hint="Ships as it is packed." />
      </form>,
    );
    await screen.findByRole('checkbox', { name: 'Plain' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
