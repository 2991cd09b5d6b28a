import { createRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Market, type MarketProps } from './fixtures';
import { TextField, type TextInputProps } from './index';

// axe and the first styled render are slow on a busy two-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

function renderIn(ui: ReactNode, market: Omit<MarketProps, 'children'> = {}) {
  const user = userEvent.setup();
  return { user, ...render(<Market {...market}>{ui}</Market>) };
}

/** The ids an element's `aria-describedby` names, resolved to their text. */
function descriptions(element: HTMLElement): string[] {
  const root = element.getRootNode() as Document | ShadowRoot;
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('given a TextField', () => {
  it('is a textbox named by its visible label', async () => {
    renderIn(<TextField label="PO number" />);
    const input = await screen.findByRole('textbox', { name: 'PO number' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('text');
    const label = screen.getByText('PO number');
    expect(label.tagName).toBe('LABEL');
    expect(label.getAttribute('for')).toBe(input.id);
  });

  it.each<[string, Partial<TextInputProps>, string[], boolean]>([
    ['nothing', {}, [], false],
    ['a hint', { hint: 'Up to 35 characters.' }, ['Up to 35 characters.'], false],
    ['an error', { error: 'Enter a PO number.' }, ['Enter a PO number.'], true],
    [
      'a hint and an error, the error last',
      { hint: 'Up to 35 characters.', error: 'Enter a PO number.' },
      ['Up to 35 characters.', 'Enter a PO number.'],
      true,
    ],
    ['an empty error', { error: '' }, [], false],
    ['an empty hint and no suffix', { hint: '', suffix: null }, [], false],
    ['a null error', { error: null }, [], false],
    [
      "the caller's own description between them",
      { hint: 'Hint.', error: 'Error.', 'aria-describedby': 'outside' },
      ['Hint.', 'Outside the field.', 'Error.'],
      true,
    ],
  ])(
    'with %s, is described by them and invalid only with an error',
    async (_, props, said, invalid) => {
      renderIn(
        <>
          <TextField label="PO number" {...props} />
          <p id="outside">Outside the field.</p>
        </>,
      );
      const input = await screen.findByRole('textbox', { name: 'PO number' });
      expect(descriptions(input)).toEqual(said);
      expect(input.getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
    },
  );

  it('shows the error as text, never as HTML, after an icon', async () => {
    renderIn(<TextField label="Subject" error={'<img src=x onerror="alert(1)"> too long'} />);
    const input = await screen.findByRole('textbox', { name: 'Subject' });
    const error = screen.getByText('<img src=x onerror="alert(1)"> too long');
    expect(error.closest('p')?.querySelector('img')).toBeNull();
    expect(error.closest('p')?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(descriptions(input)).toEqual(['<img src=x onerror="alert(1)"> too long']);
  });

  it('keeps aria-invalid the caller sets without an error text', async () => {
    renderIn(<TextField label="Truck size" aria-invalid />);
    expect(
      (await screen.findByRole('textbox', { name: 'Truck size' })).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it.each([
    ['asterisk', undefined, '*'],
    ['word', 'text' as const, '(required)'],
  ])('marks a required field with an %s hidden from screen readers', async (_, marker, shown) => {
    renderIn(<TextField label="Subject" required requiredMarker={marker} />);
    const input = await screen.findByRole('textbox', { name: 'Subject' });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-required')).toBe('true');
    const mark = screen.getByText(shown);
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks a field the caller made aria-required, without native validation', async () => {
    renderIn(<TextField label="Subject" aria-required="true" />);
    const input = await screen.findByRole('textbox', { name: 'Subject' });
    expect(input).toHaveProperty('required', false);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('says "required" in the page language', async () => {
    renderIn(<TextField label="Asunto" required requiredMarker="text" />, {
      country: 'mx',
      lang: 'es',
    });
    expect(await screen.findByText('(obligatorio)')).toBeTruthy();
  });

  it('takes typing uncontrolled, from its default value', async () => {
    const onValueChange = vi.fn();
    const { user } = renderIn(
      <TextField label="PO number" defaultValue="PO-" onValueChange={onValueChange} />,
    );
    const input = await screen.findByRole('textbox', { name: 'PO number' });
    await user.type(input, '42');
    expect(input).toHaveProperty('value', 'PO-42');
    expect(onValueChange).toHaveBeenLastCalledWith('PO-42');
  });

  it('shows the value its parent holds, controlled', async () => {
    function Parent() {
      const [po, setPo] = useState('');
      return (
        <>
          <TextField label="PO number" value={po} onValueChange={(v) => setPo(v.toUpperCase())} />
          <output>{po}</output>
        </>
      );
    }
    const { user } = renderIn(<Parent />);
    const input = await screen.findByRole('textbox', { name: 'PO number' });
    await user.type(input, 'abc');
    expect(input).toHaveProperty('value', 'ABC');
    expect(screen.getByRole('status').textContent).toBe('ABC');
  });

  it('calls the native onChange before onValueChange', async () => {
    const calls: string[] = [];
    const { user } = renderIn(
      <TextField
        label="Note"
        onChange={(e) => calls.push(`change:${e.currentTarget.value}`)}
        onValueChange={(v) => calls.push(`value:${v}`)}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'a');
    expect(calls).toEqual(['change:a', 'value:a']);
  });

  it('hands its ref to the native input and passes native props through', async () => {
    const ref = createRef<HTMLInputElement>();
    renderIn(
      <TextField
        ref={ref}
        label="Bags affected"
        name="affectedBag"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder="0"
        data-field="bags"
        type="tel"
        className="wrapper"
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'Bags affected' });
    expect(ref.current).toBe(input);
    for (const [name, value] of [
      ['name', 'affectedBag'],
      ['inputmode', 'numeric'],
      ['autocomplete', 'off'],
      ['maxlength', '6'],
      ['placeholder', '0'],
      ['data-field', 'bags'],
      ['type', 'tel'],
    ])
      expect(input.getAttribute(name as string)).toBe(value);
    expect(input.classList.contains('wrapper')).toBe(false);
    expect(input.closest('.wrapper')).not.toBeNull();
  });

  it('uses the id it is given for the input, and its label follows', async () => {
    renderIn(<TextField id="po-field" label="PO number" hint="Optional." />);
    const input = await screen.findByRole('textbox', { name: 'PO number' });
    expect(input.id).toBe('po-field');
    expect(input.getAttribute('aria-describedby')).toBe('po-field-hint');
  });

  it.each([
    ['disabled', { disabled: true }],
    ['read-only', { readOnly: true }],
  ])('cannot be changed when %s', async (_, props) => {
    const onValueChange = vi.fn();
    const { user } = renderIn(
      <TextField label="PO number" defaultValue="PO-1" onValueChange={onValueChange} {...props} />,
    );
    const input = await screen.findByRole('textbox', { name: 'PO number' });
    await user.type(input, 'x');
    expect(input).toHaveProperty('value', 'PO-1');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('given a multi-line TextField', () => {
  it('is a textarea with the same wiring and its ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { user } = renderIn(
      <TextField
        multiline
        ref={ref}
        label="Delivery instructions"
        hint="Gate codes, unloading hours."
        error="Use at most 250 characters."
        rows={4}
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Delivery instructions' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(ref.current).toBe(area);
    expect(area.getAttribute('rows')).toBe('4');
    expect(descriptions(area)).toEqual([
      'Gate codes, unloading hours.',
      'Use at most 250 characters.',
    ]);
    await user.type(area, 'line one{Enter}line two');
    expect(area).toHaveProperty('value', 'line one\nline two');
  });
});

describe('given a TextField with a character counter', () => {
  it.each<[string, Partial<TextInputProps>, string, string]>([
    ['always, against maxLength', { maxLength: 35, counter: true }, 'PO-1', '4 of 35 characters'],
    [
      'always, against a soft limit',
      { characterLimit: 250, counter: true },
      '',
      '0 of 250 characters',
    ],
    [
      'near the limit only, far from it',
      { characterLimit: 100, counter: 'near-limit' },
      'a'.repeat(80),
      '',
    ],
    [
      'near the limit only, in the last tenth',
      { characterLimit: 100, counter: 'near-limit' },
      'a'.repeat(91),
      '9 characters left',
    ],
    [
      'near the limit only, at one',
      { characterLimit: 10, counter: 'near-limit' },
      'a'.repeat(9),
      '1 character left',
    ],
    [
      'over a soft limit',
      { characterLimit: 10, counter: true },
      'a'.repeat(12),
      '2 characters too many',
    ],
    [
      'over a soft limit, near mode',
      { characterLimit: 10, counter: 'near-limit' },
      'a'.repeat(11),
      '1 character too many',
    ],
    [
      'in the market format',
      { characterLimit: 2000, counter: true },
      'a'.repeat(1500),
      '1,500 of 2,000 characters',
    ],
    [
      'emoji as one character against a soft limit',
      { characterLimit: 10, counter: true },
      '🐄🐖',
      '2 of 10 characters',
    ],
    [
      'emoji as the browser counts them against maxLength',
      { maxLength: 10, counter: true },
      '🐄🐖',
      '4 of 10 characters',
    ],
  ])('counts %s', async (_, props, value, shown) => {
    renderIn(<TextField label="Note" value={value} onChange={() => {}} {...props} />);
    const input = await screen.findByRole('textbox', { name: 'Note' });
    if (shown === '') {
      expect(input.getAttribute('aria-describedby')).toBeNull();
    } else {
      expect(descriptions(input)).toEqual([shown]);
    }
  });

  it('counts while typing uncontrolled, and speaks only near the limit', async () => {
    const { user } = renderIn(<TextField label="Subject" characterLimit={20} counter />);
    const input = await screen.findByRole('textbox', { name: 'Subject' });
    const live = () => input.closest('div')?.querySelector('[aria-live="polite"]')?.textContent;
    await user.type(input, 'Broken bags');
    expect(descriptions(input)).toEqual(['11 of 20 characters']);
    expect(live()).toBe('');
    await user.type(input, ' at the gate');
    expect(descriptions(input)).toEqual(['3 characters too many']);
    expect(live()).toBe('3 characters too many');
  });

  it('marks a count over the limit in words, not by colour alone', async () => {
    renderIn(
      <TextField label="Note" characterLimit={3} counter value="abcd" onChange={() => {}} />,
    );
    await screen.findByRole('textbox', { name: 'Note' });
    const note = screen.getAllByText('1 character too many')[0];
    expect(note?.tagName).toBe('P');
  });

  it('counts in Portuguese on a Brazilian page', async () => {
    renderIn(
      <TextField
        label="Observação"
        characterLimit={2000}
        counter="near-limit"
        value={'a'.repeat(1999)}
        onChange={() => {}}
      />,
      { country: 'br', lang: 'pt' },
    );
    const input = await screen.findByRole('textbox', { name: 'Observação' });
    expect(descriptions(input)).toEqual(['Resta 1 caractere']);
  });
});

describe('given a TextField with a prefix or suffix', () => {
  it('reads a text unit with the field', async () => {
    renderIn(<TextField label="Quantity" suffix="kg" inputMode="decimal" hint="Whole bags." />);
    const input = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(descriptions(input)).toEqual(['Whole bags.', 'kg']);
    expect(screen.getByText('kg')).toBeTruthy();
  });

  it('holds step buttons that keep their own names', async () => {
    function Stepper() {
      const [qty, setQty] = useState('4');
      const step = (by: number) => setQty(String(Number(qty) + by));
      return (
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={qty}
          onValueChange={setQty}
          prefix={
            <button type="button" aria-label="Fewer bags" onClick={() => step(-1)}>
              −
            </button>
          }
          suffix={
            <button type="button" aria-label="More bags" onClick={() => step(1)}>
              +
            </button>
          }
        />
      );
    }
    const { user } = renderIn(<Stepper />);
    const input = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(input.getAttribute('aria-describedby')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More bags' }));
    await user.click(screen.getByRole('button', { name: 'More bags' }));
    await user.click(screen.getByRole('button', { name: 'Fewer bags' }));
    expect(input).toHaveProperty('value', '5');
  });
});

describe('given TextFields in every state', () => {
  it('has no axe violations', async () => {
    const { container } = renderIn(
      <form aria-label="Order details">
        <TextField label="Plain" />
        <TextField label="With hint" hint="Optional." />
        <TextField label="With error" error="Enter a value." />
        <TextField label="Required" required />
        <TextField label="Required word" required requiredMarker="text" />
        <TextField label="Disabled" disabled defaultValue="PO-1" />
        <TextField label="Read-only" readOnly defaultValue="PO-1" />
        <TextField label="Unit" suffix="kg" />
        <TextField label="Counted" maxLength={35} counter defaultValue="PO" />
        <TextField label="Note" multiline hint="Gate codes." error="Too long." />
      </form>,
    );
    await screen.findByRole('textbox', { name: 'Plain' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
