import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, onAnpEvent, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { OrderTemplates } from './order-templates';
import { TEMPLATES, orderTemplatesRoutes, templateFixture } from './fixtures';

function setup(
  options: { lang?: string; routes?: FakeRoutes; heading?: string; templateId?: string } = {},
) {
  const config = resolveConfig({ country: 'us', lang: options.lang ?? 'en' }, {});
  const backend = fakeBackend(config, options.routes ?? orderTemplatesRoutes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <OrderTemplates heading={options.heading} templateId={options.templateId} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`)).toEqual([]);
}

const item = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.findByRole('dialog');

describe('given the US retailer s templates (issue 17)', () => {
  it('lists their own, then the shared ones with the owner s name, each with its facts', async () => {
    const { view } = setup();
    const card = await screen.findByRole('region', { name: 'Order templates' });
    const mine = await within(card).findByRole('region', { name: 'Your templates' });
    expect(
      within(mine)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h4')?.textContent),
    ).toEqual(['Weekly layers', 'Hog barn, monthly']);
    expect(item('Weekly layers').textContent).toContain('Only you see it');
    expect(item('Weekly layers').textContent).toContain('2 products');
    expect(item('Weekly layers').textContent).toContain('Total 3,000.00 lb');
    expect(item('Hog barn, monthly').textContent).toContain(
      'Shared with the other users of this account',
    );
    expect(item('Hog barn, monthly').textContent).toContain('Reminder every 14 days');
    const shared = within(card).getByRole('region', { name: 'Shared with you' });
    expect(within(shared).getByRole('article', { name: 'Mineral tubs' }).textContent).toContain(
      'Shared by Abel Second',
    );
    await axeClean(view.container);
  });

  it('offers rename, share and delete on their own templates only', async () => {
    setup();
    await screen.findByText('Mineral tubs');
    expect(
      within(item('Weekly layers')).getByRole('button', { name: 'Rename Weekly layers' }),
    ).toBeTruthy();
    const theirs = within(item('Mineral tubs'));
    expect(theirs.getByRole('button', { name: 'Use template Mineral tubs' })).toBeTruthy();
    expect(theirs.getByRole('button', { name: 'Set a reminder for Mineral tubs' })).toBeTruthy();
    expect(theirs.queryByRole('button', { name: /Rename|Delete|Share/ })).toBeNull();
  });

  it('uses a template: asks merge or replace, fills the cart, says what was added', async () => {
    const { user, backend, view } = setup();
    const changed = vi.fn();
    const stop = onAnpEvent(window, 'anp-cart-changed', changed);
    await user.click(await screen.findByRole('button', { name: 'Use template Weekly layers' }));
    const use = await dialog();
    expect(within(use).getByRole('radio', { name: /Add to the cart/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(use).getByRole('radio', { name: /Replace the cart/ }));
    await axeClean(view.container);
    await user.click(within(use).getByRole('button', { name: 'Use template' }));
    const summary = await screen.findByRole('dialog', { name: 'Template Weekly layers used' });
    expect(backend.callsTo('POST cart/templates/apply')[0]?.body).toEqual({
      templateId: 'tpl_weekly',
      mode: 'replace',
    });
    expect(within(summary).getByText('2 lines added to the cart')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Go to the cart' })).toBeTruthy();
    expect(changed).toHaveBeenCalledWith(
      expect.objectContaining({ detail: expect.objectContaining({ source: 'order-templates' }) }),
    );
    stop();
  });

  it('renames one, refusing an empty name before asking the server', async () => {
    const { user, backend } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Weekly layers' }));
    const rename = await dialog();
    const field = within(rename).getByRole('textbox', { name: /New name/ });
    await user.clear(field);
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(within(rename).getByText('Give the template a name.')).toBeTruthy();
    expect(backend.callsTo('POST cart/templates/rename')).toEqual([]);
    await user.type(field, 'Layers, weekly');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('article', { name: 'Layers, weekly' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Template renamed to Layers, weekly.');
  });

  it('deletes one after asking, and shares or stops sharing in place', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly layers' }));
    const confirm = await dialog();
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Weekly layers' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Stop sharing Hog barn, monthly' }));
    expect(await screen.findByText('Template Hog barn, monthly is no longer shared.')).toBeTruthy();
    expect(item('Hog barn, monthly').textContent).toContain('Only you see it');
  });

  it('sets a reminder every N days (a whole number from 1 to 365), and stops one', async () => {
    const { user, backend } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Set a reminder for Mineral tubs' }),
    );
    const remind = await dialog();
    const days = within(remind).getByRole('textbox', { name: /Every how many days/ });
    expect((days as HTMLInputElement).value).toBe('14');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(remind).getByRole('button', { name: 'Set reminder' }));
    expect(within(remind).getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '21');
    await user.click(within(remind).getByRole('button', { name: 'Set reminder' }));
    expect(await screen.findByText('Reminder every 21 days')).toBeTruthy();
    expect(backend.callsTo('POST reminder')[0]?.body).toMatchObject({
      kind: 'every',
      everyDays: 21,
      time: '08:00',
      // The profile's zone (the fixture user is in Chicago), not the computer's.
      timeZone: 'America/Chicago',
      templateId: 'tpl_tubs',
    });
    await user.click(screen.getByRole('button', { name: 'Stop reminder of Hog barn, monthly' }));
    expect(await screen.findByText('The reminder of Hog barn, monthly is stopped.')).toBeTruthy();
  });

  it('shows the server s refusal in the dialog, as text', async () => {
    const routes = {
      ...orderTemplatesRoutes(),
      'POST cart/templates/apply': () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such template for this account' },
      }),
    };
    const { user } = setup({ routes });
    await user.click(await screen.findByRole('button', { name: 'Use template Mineral tubs' }));
    const use = await dialog();
    await user.click(within(use).getByRole('button', { name: 'Use template' }));
    expect((await within(use).findByRole('alert')).textContent).toMatch(/^That did not work: /);
  });

  it('saves the cart as a template from the list', async () => {
    const { user, backend } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save the cart as a template' }));
    const save = await screen.findByRole('dialog', { name: 'Save the cart as a template' });
    await user.type(within(save).getByRole('textbox', { name: /Template name/ }), 'Broilers');
    await user.click(within(save).getByRole('checkbox', { name: /Share with the other users/ }));
    await user.click(within(save).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('article', { name: 'Broilers' })).toBeTruthy();
    expect(backend.callsTo('POST cart/templates/create')[0]?.body).toEqual({
      name: 'Broilers',
      shared: true,
    });
  });

  it('brings the template of a reminder into view and focus', async () => {
    setup({ templateId: 'tpl_tubs' });
    await waitFor(() => expect(document.activeElement).toBe(item('Mineral tubs')));
  });

  it('renders names as text, never as HTML', async () => {
    setup({
      routes: orderTemplatesRoutes({
        templates: [templateFixture({ name: '<img src=x onerror=alert(1)>' })],
      }),
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('given the other states', () => {
  it('says there are none yet, with axe clean', async () => {
    const { view } = setup({ routes: orderTemplatesRoutes({ templates: [] }) });
    expect(await screen.findByText(/No templates yet/)).toBeTruthy();
    await axeClean(view.container);
  });

  it('shows nothing at all where the cart is hidden, and asks for no template', async () => {
    const { view, backend } = setup({
      routes: orderTemplatesRoutes({ access: { enabled: false, reason: 'CART_HIDDEN' } }),
    });
    await waitFor(() => expect(backend.callsTo('GET cart/enableAddToCart')).toHaveLength(1));
    await waitFor(() => expect(view.container.textContent).toBe(''));
    expect(backend.callsTo('GET cart/templates')).toEqual([]);
  });

  it('says no account is chosen', async () => {
    setup({ routes: orderTemplatesRoutes({ account: null }) });
    expect(await screen.findByText(/No account is selected/)).toBeTruthy();
  });

  it('says why the list could not be loaded, and tries again', async () => {
    let fail = true;
    const { user, backend } = setup({
      routes: {
        ...orderTemplatesRoutes(),
        'GET cart/templates': () =>
          fail
            ? { status: 500, body: { message: 'down' } }
            : { templates: TEMPLATES, limits: { nameMaxLength: 60, perSoldTo: 50 } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be loaded/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Weekly layers')).toBeTruthy();
    expect(backend.callsTo('GET cart/templates').length).toBeGreaterThan(1);
  });

  it('speaks Spanish and Portuguese', async () => {
    setup({ lang: 'es' });
    expect(await screen.findByRole('region', { name: 'Plantillas de pedido' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Usar plantilla Weekly layers' }),
    ).toBeTruthy();
  });
});
