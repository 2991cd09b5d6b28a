import { createRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Market } from './fixtures';
import { Select, type SelectProps } from './index';

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

const plants = [
  { value: 'p1', label: 'Hanford plant' },
  { value: 'p2', label: 'Visalia plant' },
  { value: 'p3', label: 'Closed plant', disabled: true },
];

describe('given a Select', () => {
  it('is a combobox named by its visible label, with its options', async () => {
    renderIn(<Select label="Plant" placeholder="Choose a plant" options={plants} />);
    const select = await screen.findByRole('combobox', { name: 'Plant' });
    expect(select.tagName).toBe('SELECT');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a plant',
      'Hanford plant',
      'Visalia plant',
      'Closed plant',
    ]);
    expect(options[0]).toHaveProperty('value', '');
    expect(options[3]).toHaveProperty('disabled', true);
    expect(select).toHaveProperty('value', '');
  });

  it.each<[string, Partial<SelectProps>, string[], boolean]>([
    ['nothing', {}, [], false],
    ['a hint', { hint: 'The plant that made it.' }, ['The plant that made it.'], false],
    ['an error', { error: 'Choose a plant.' }, ['Choose a plant.'], true],
    [
      'both',
      { hint: 'The plant that made it.', error: 'Choose a plant.' },
      ['The plant that made it.', 'Choose a plant.'],
      true,
    ],
  ])('with %s, is described by them', async (_, props, said, invalid) => {
    renderIn(<Select label="Plant" options={plants} {...props} />);
    const select = await screen.findByRole('combobox', { name: 'Plant' });
    expect(descriptions(select)).toEqual(said);
    expect(select.getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
  });

  it('groups options and takes more options as children', async () => {
    renderIn(
      <Select
        label="Category"
        options={[
          { group: 'Cattle', options: [{ value: 'beef', label: 'Beef' }] },
          { value: 'swine', label: 'Swine' },
        ]}
      >
        <option value="unknown">A category from the page</option>
      </Select>,
    );
    const select = await screen.findByRole('combobox', { name: 'Category' });
    expect(within(select).getByRole('group', { name: 'Cattle' })).toBeTruthy();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Beef', 'Swine', 'A category from the page']);
  });

  it('is chosen uncontrolled, from its default value', async () => {
    const onValueChange = vi.fn();
    const { user } = renderIn(
      <Select label="Plant" options={plants} defaultValue="p2" onValueChange={onValueChange} />,
    );
    const select = await screen.findByRole('combobox', { name: 'Plant' });
    expect(select).toHaveProperty('value', 'p2');
    await user.selectOptions(select, 'Hanford plant');
    expect(select).toHaveProperty('value', 'p1');
    expect(onValueChange).toHaveBeenCalledWith('p1');
  });

  it('shows the value its parent holds, controlled', async () => {
    function Parent() {
      const [plant, setPlant] = useState('p1');
      return (
        <>
          <Select label="Plant" options={plants} value={plant} onValueChange={setPlant} />
          <output>{plant}</output>
        </>
      );
    }
    const { user } = renderIn(<Parent />);
    const select = await screen.findByRole('combobox', { name: 'Plant' });
    await user.selectOptions(select, 'p2');
    expect(screen.getByRole('status').textContent).toBe('p2');
    expect(select).toHaveProperty('value', 'p2');
  });

  it('is required, hands its ref over and passes native props through', async () => {
    const ref = createRef<HTMLSelectElement>();
    renderIn(
      <Select
        ref={ref}
        label="Unit"
        required
        name="unit"
        autoComplete="off"
        data-line="1"
        options={plants}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Unit' });
    expect(ref.current).toBe(select);
    expect(select).toHaveProperty('required', true);
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.getAttribute('name')).toBe('unit');
    expect(select.getAttribute('data-line')).toBe('1');
  });

  it('cannot be changed when disabled', async () => {
    const onValueChange = vi.fn();
    const { user } = renderIn(
      <Select label="Mode" disabled options={plants} onValueChange={onValueChange} />,
    );
    const select = await screen.findByRole('combobox', { name: 'Mode' });
    await user.selectOptions(select, 'p2').catch(() => undefined);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('has no axe violations in any state', async () => {
    const { container } = renderIn(
      <form aria-label="Order">
        <Select label="Plain" options={plants} />
        <Select label="Placeholder" placeholder="Choose" options={plants} />
        <Select label="Hint" hint="Where it was made." options={plants} />
        <Select label="Error" error="Choose a plant." options={plants} />
        <Select label="Required" required options={plants} />
        <Select label="Disabled" disabled options={plants} />
      </form>,
    );
    await screen.findByRole('combobox', { name: 'Plain' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
