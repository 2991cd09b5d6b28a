import { createRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Modal } from '../modal';
import { getActiveElement } from '../dom';
import { Market, type MarketProps } from './fixtures';
import { SearchField, type SearchFieldProps } from './index';

// axe and the first styled render are slow on a busy two-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

function renderIn(ui: ReactNode, market: Omit<MarketProps, 'children'> = {}) {
  const user = userEvent.setup();
  return { user, ...render(<Market {...market}>{ui}</Market>) };
}

const focused = () => getActiveElement(document);

/** A search whose parent holds the text, as the features do. */
function Controlled(props: Partial<SearchFieldProps> & { onText?(text: string): void }) {
  const { onText, ...rest } = props;
  const [text, setText] = useState('');
  return (
    <SearchField
      label="Search documents"
      value={text}
      onValueChange={(value) => {
        setText(value);
        onText?.(value);
      }}
      {...rest}
    />
  );
}

describe('given a SearchField', () => {
  it('is a search box named by its visible label, with a decorative icon', async () => {
    renderIn(<SearchField label="Search orders" placeholder="Order or PO number" />);
    const input = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(input.getAttribute('type')).toBe('search');
    expect(input.getAttribute('enterkeyhint')).toBe('search');
    expect(input.getAttribute('placeholder')).toBe('Order or PO number');
    expect(screen.getByText('Search orders').tagName).toBe('LABEL');
    expect(input.parentElement?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    [
      'controlled',
      ({ onValueChange, ...p }: Partial<SearchFieldProps>) => (
        <Controlled onText={onValueChange} {...p} />
      ),
    ],
    [
      'uncontrolled',
      (p: Partial<SearchFieldProps>) => <SearchField label="Search documents" {...p} />,
    ],
  ])('offers Clear only with text; Clear empties it and gives focus back (%s)', async (_, make) => {
    const onValueChange = vi.fn();
    const onClear = vi.fn();
    const { user } = renderIn(make({ onValueChange, onClear }));
    const input = await screen.findByRole('searchbox', { name: 'Search documents' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(input, 'invoice');
    expect(onValueChange).toHaveBeenLastCalledWith('invoice');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveProperty('value', '');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(focused()).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('reports every change to its parent, which debounces them itself', async () => {
    const onText = vi.fn();
    const { user } = renderIn(<Controlled onText={onText} />);
    await user.type(await screen.findByRole('searchbox'), 'abc');
    expect(onText.mock.calls.map(([text]) => text)).toEqual(['a', 'ab', 'abc']);
  });

  it('is cleared with the keyboard alone: Tab to Clear, Enter', async () => {
    const { user } = renderIn(<Controlled />);
    const input = await screen.findByRole('searchbox');
    await user.click(input);
    await user.keyboard('lot 42');
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Clear search' }));
    await user.keyboard('{Enter}');
    expect(input).toHaveProperty('value', '');
    expect(focused()).toBe(input);
  });

  it('searches on Enter with the text, without submitting the form around it', async () => {
    const onSearch = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { user } = renderIn(
      <form role="search" aria-label="Documents" onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <SearchField label="Search documents" onSearch={onSearch} />
      </form>,
    );
    await user.type(await screen.findByRole('searchbox'), 'invoice{Enter}');
    expect(onSearch).toHaveBeenCalledWith('invoice');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the form around it on Enter when it has no onSearch', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { user } = renderIn(
      <form role="search" aria-label="Documents" onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <SearchField label="Search documents" />
      </form>,
    );
    await user.type(await screen.findByRole('searchbox'), 'invoice{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('empties on Escape first; the next Escape closes the dialog it is in', async () => {
    const onClose = vi.fn();
    function InDialog() {
      const [text, setText] = useState('');
      return (
        <Modal open onClose={onClose} title="Raise a complaint" closeLabel="Close">
          <SearchField label="Search products" value={text} onValueChange={setText} />
        </Modal>
      );
    }
    const { user } = renderIn(<InDialog />);
    const input = await screen.findByRole('searchbox', { name: 'Search products' });
    await user.type(input, 'calf');
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves keys a combobox used to it', async () => {
    const { user } = renderIn(
      <Controlled
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.preventDefault();
        }}
      />,
    );
    const input = await screen.findByRole('searchbox');
    await user.type(input, 'kept{Escape}');
    expect(input).toHaveProperty('value', 'kept');
  });

  it.each<[string, Partial<SearchFieldProps>, string]>([
    ['none yet', { resultCount: null }, ''],
    ['no results', { resultCount: 0 }, 'No results'],
    ['one result', { resultCount: 1 }, '1 result'],
    ['many, in the market format', { resultCount: 5000 }, '5,000 results'],
    [
      'the caller’s own words',
      { resultCount: 3, resultText: 'Showing 3 of 431' },
      'Showing 3 of 431',
    ],
  ])('says the result count politely: %s', async (_, props, said) => {
    renderIn(<SearchField label="Search accounts" {...props} />);
    await screen.findByRole('searchbox');
    expect(screen.getByRole('status').textContent).toBe(said);
  });

  it('says the result count in the page language', async () => {
    renderIn(<SearchField label="Buscar cuentas" resultCount={1200} />, {
      country: 'mx',
      lang: 'es',
    });
    await screen.findByRole('searchbox');
    expect(screen.getByRole('status').textContent).toBe('1,200 resultados');
  });

  it('names its clear button in the page language', async () => {
    const { user } = renderIn(<SearchField label="Buscar" />, { country: 'br', lang: 'pt' });
    await user.type(await screen.findByRole('searchbox'), 'nota');
    expect(screen.getByRole('button', { name: 'Limpar busca' })).toBeTruthy();
  });

  it('has no live region when it reports no results', async () => {
    renderIn(<SearchField label="Search" />);
    await screen.findByRole('searchbox');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is described by its hint and error, hands its ref over, passes props through', async () => {
    const ref = createRef<HTMLInputElement>();
    renderIn(
      <SearchField
        ref={ref}
        label="Search products"
        hint="By name or SKU."
        error="Choose at least one product."
        required
        maxLength={200}
        name="q"
      />,
    );
    const input = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(ref.current).toBe(input);
    const said = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(said).toEqual(['By name or SKU.', 'Choose at least one product.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('maxlength')).toBe('200');
    expect(input.getAttribute('name')).toBe('q');
  });

  it('offers no Clear when disabled', async () => {
    renderIn(<SearchField label="Search" disabled defaultValue="x" />);
    await screen.findByRole('searchbox');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no axe violations, with text, a count and an error', async () => {
    const { container } = renderIn(
      <form role="search" aria-label="Documents">
        <SearchField label="Plain" />
        <SearchField label="With text" defaultValue="invoice" resultCount={12} />
        <SearchField label="With error" hint="By name." error="Too short." />
        <SearchField label="Disabled" disabled />
      </form>,
    );
    await screen.findByRole('searchbox', { name: 'Plain' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
