import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { registeredNamespaces, translationProblems } from '@anp/core';
import { ShadowHost } from './fixtures';
import { Checkbox, FIELDS_NAMESPACE, RadioGroup, SearchField, Select, TextField } from './index';

// axe and the first styled render are slow on a busy two-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

/** One form with every field, its errors on, as a complaint form after a failed submit. */
function EveryField({ lang = 'en' }: { lang?: 'en' | 'es' }) {
  const [search, setSearch] = useState('');
  const es = lang === 'es';
  return (
    <form aria-label={es ? 'Queja' : 'Complaint'} noValidate>
      <TextField
        label={es ? 'Asunto' : 'Subject'}
        hint={es ? 'Una línea.' : 'One line.'}
        error={es ? 'Escriba un asunto.' : 'Enter a subject.'}
        required
      />
      <Select
        label={es ? 'Planta' : 'Plant'}
        placeholder={es ? 'Elija una planta' : 'Choose a plant'}
        options={[{ value: 'p1', label: 'Hanford' }]}
        error={es ? 'Elija una planta.' : 'Choose a plant.'}
        required
      />
      <SearchField
        label={es ? 'Buscar productos' : 'Search products'}
        value={search}
        onValueChange={setSearch}
        resultCount={search ? 2 : null}
      />
      <Checkbox
        label={es ? 'Sobre un pedido' : 'About an order'}
        error={es ? 'Marque la casilla.' : 'Tick the box.'}
      />
      <RadioGroup
        legend={es ? 'Entrega' : 'Delivery'}
        options={[
          { value: 'd', label: es ? 'Entrega' : 'Delivery' },
          { value: 'p', label: es ? 'Retiro' : 'Pickup' },
        ]}
        error={es ? 'Elija una.' : 'Choose one.'}
      />
    </form>
  );
}

/** The text an element's `aria-describedby` names, looked up in its own root. */
function described(element: Element): string[] {
  const root = element.getRootNode() as ShadowRoot | Document;
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('given every field inside a shadow root, as in a custom element', () => {
  async function mount(ui: ReactNode, lang: 'en' | 'es' = 'en') {
    const user = userEvent.setup();
    render(<ShadowHost lang={lang}>{ui}</ShadowHost>);
    const host = screen.getByTestId('shadow-host');
    const shadow = host.shadowRoot as ShadowRoot;
    await waitFor(() => expect(shadow.querySelector('form')).not.toBeNull());
    return { user, shadow, form: within(shadow.querySelector('form') as HTMLElement) };
  }

  it('labels, describes and styles each control within the shadow root', async () => {
    const { shadow, form } = await mount(<EveryField />);
    expect(shadow.querySelector('style')).not.toBeNull();
    const subject = form.getByRole('textbox', { name: 'Subject' });
    expect(described(subject)).toEqual(['One line.', 'Enter a subject.']);
    expect(described(form.getByRole('combobox', { name: 'Plant' }))).toEqual(['Choose a plant.']);
    expect(described(form.getByRole('checkbox', { name: 'About an order' }))).toEqual([
      'Tick the box.',
    ]);
    expect(described(form.getByRole('radiogroup', { name: 'Delivery' }))).toEqual(['Choose one.']);
    for (const control of [
      subject,
      form.getByRole('combobox'),
      form.getByRole('checkbox'),
      form.getByRole('radiogroup'),
    ])
      expect(control.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the search and gives focus back inside the shadow root', async () => {
    const { user, shadow, form } = await mount(<EveryField />);
    const search = form.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'calf');
    expect(form.getByRole('status').textContent).toBe('2 results');
    await user.click(form.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveProperty('value', '');
    expect(shadow.activeElement).toBe(search);
    expect(form.getByRole('status').textContent).toBe('');
  });

  it('speaks the page language there', async () => {
    const { user, form } = await mount(<EveryField lang="es" />, 'es');
    await user.type(form.getByRole('searchbox', { name: 'Buscar productos' }), 'ternero');
    expect(form.getByRole('button', { name: 'Borrar búsqueda' })).toBeTruthy();
    expect(form.getByRole('status').textContent).toBe('2 resultados');
  });

  it('has no axe violations', async () => {
    const { shadow } = await mount(<EveryField />);
    const results = await axe.run(shadow.querySelector('form') as HTMLElement);
    expect(results.violations).toEqual([]);
  });
});

describe('given the fields’ strings', () => {
  it('has every key in en, es and pt with the same placeholders', () => {
    const bundle = registeredNamespaces().get(FIELDS_NAMESPACE);
    expect(bundle).toBeDefined();
    if (bundle) expect(translationProblems(FIELDS_NAMESPACE, bundle)).toEqual([]);
  });
});
