import { createRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { getActiveElement } from '../dom';
import { Market } from './fixtures';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './index';

// axe and the first styled render are slow on a busy two-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

function renderIn(ui: ReactNode) {
  const user = userEvent.setup();
  return { user, ...render(<Market>{ui}</Market>) };
}

const focused = () => getActiveElement(document);

function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

const methods: RadioOption[] = [
  { value: 'delivery', label: 'Delivery', description: 'To the farm, by our trucks.' },
  { value: 'pickup', label: 'Pickup', description: 'At the plant, by your own truck.' },
  { value: 'rail', label: 'Rail', disabled: true },
  { value: 'courier', label: 'Courier' },
];

describe('given a RadioGroup', () => {
  it('is a radio group named by its visible legend, with radios named by their labels', async () => {
    renderIn(<RadioGroup legend="Delivery or pickup" options={methods} />);
    const group = await screen.findByRole('radiogroup', { name: 'Delivery or pickup' });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getByText('Delivery or pickup').tagName).toBe('LEGEND');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'delivery',
      'pickup',
      'rail',
      'courier',
    ]);
    const delivery = within(group).getByRole('radio', { name: 'Delivery' });
    expect(descriptions(delivery)).toEqual(['To the farm, by our trucks.']);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
  });

  it.each<[string, Partial<RadioGroupProps>, string[], boolean]>([
    ['nothing', {}, [], false],
    ['a hint', { hint: 'Pickup needs a plant.' }, ['Pickup needs a plant.'], false],
    ['an error', { error: 'Choose delivery or pickup.' }, ['Choose delivery or pickup.'], true],
    [
      'both',
      { hint: 'Pickup needs a plant.', error: 'Choose delivery or pickup.' },
      ['Pickup needs a plant.', 'Choose delivery or pickup.'],
      true,
    ],
  ])('with %s, the group is described by them', async (_, props, said, invalid) => {
    renderIn(<RadioGroup legend="Delivery or pickup" options={methods} {...props} />);
    const group = await screen.findByRole('radiogroup', { name: 'Delivery or pickup' });
    expect(descriptions(group)).toEqual(said);
    expect(group.getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
  });

  it('moves and chooses with the arrow keys, skipping disabled options, as native radios do', async () => {
    const onValueChange = vi.fn();
    const { user } = renderIn(
      <>
        <button type="button">Before</button>
        <RadioGroup
          legend="Delivery or pickup"
          options={methods}
          defaultValue="delivery"
          onValueChange={onValueChange}
        />
        <button type="button">After</button>
      </>,
    );
    const radio = (name: string) => screen.getByRole('radio', { name });
    await user.click(await screen.findByRole('button', { name: 'Before' }));
    await user.tab();
    expect(focused()).toBe(radio('Delivery'));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(radio('Pickup'));
    expect(radio('Pickup')).toHaveProperty('checked', true);
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(radio('Courier'));
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(radio('Pickup'));
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(['pickup', 'courier', 'pickup']);
  });

  it('is controlled by its parent; null chooses none', async () => {
    function Parent() {
      const [method, setMethod] = useState<string | null>(null);
      return (
        <>
          <RadioGroup
            legend="Delivery or pickup"
            options={methods}
            value={method}
            onValueChange={setMethod}
          />
          <output>{method ?? 'none'}</output>
        </>
      );
    }
    const { user } = renderIn(<Parent />);
    await screen.findByRole('radiogroup');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByText('Pickup'));
    expect(screen.getByRole('status').textContent).toBe('pickup');
    expect(screen.getByRole('radio', { name: 'Pickup' })).toHaveProperty('checked', true);
  });

  it('chooses an option by a click on its description too', async () => {
    const { user } = renderIn(<RadioGroup legend="Delivery or pickup" options={methods} />);
    await user.click(await screen.findByText('At the plant, by your own truck.'));
    expect(screen.getByRole('radio', { name: 'Pickup' })).toHaveProperty('checked', true);
  });

  it('is required on the group and on each radio, with a hidden marker', async () => {
    renderIn(<RadioGroup legend="Payment terms" required options={methods} />);
    const group = await screen.findByRole('radiogroup', { name: 'Payment terms' });
    expect(group.getAttribute('aria-required')).toBe('true');
    for (const radio of within(group).getAllByRole('radio'))
      expect(radio).toHaveProperty('required', true);
    expect(within(group).getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('disables every option with the fieldset', async () => {
    const onValueChange = vi.fn();
    const { user } = renderIn(
      <RadioGroup legend="Mode" disabled options={methods} onValueChange={onValueChange} />,
    );
    await user.click(await screen.findByText('Pickup'));
    expect(onValueChange).not.toHaveBeenCalled();
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
  });

  it('hands its ref to the fieldset, takes a name and passes fieldset props through', async () => {
    const ref = createRef<HTMLFieldSetElement>();
    renderIn(
      <RadioGroup
        ref={ref}
        id="ship"
        name="shipMethod"
        legend="Delivery or pickup"
        options={methods}
        data-section="details"
      />,
    );
    const group = await screen.findByRole('radiogroup');
    expect(ref.current).toBe(group);
    expect(group.id).toBe('ship');
    expect(group.getAttribute('data-section')).toBe('details');
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('name') === 'shipMethod')).toBe(
      true,
    );
    expect(screen.getByRole('radio', { name: 'Delivery' }).id).toBe('ship-0');
  });

  it('has no axe violations in any layout and state', async () => {
    const { container } = renderIn(
      <form aria-label="Order details">
        <RadioGroup legend="Plain" options={methods} />
        <RadioGroup legend="Boxed row" orientation="horizontal" boxed options={methods} />
        <RadioGroup legend="Hint" hint="Explained." options={methods} defaultValue="pickup" />
        <RadioGroup legend="Error" error="Choose one." required options={methods} />
        <RadioGroup legend="Disabled" disabled options={methods} />
      </form>,
    );
    await screen.findByRole('radiogroup', { name: 'Plain' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
