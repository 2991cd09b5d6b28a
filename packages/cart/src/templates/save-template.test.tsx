import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import '../i18n';
import { SaveTemplateAction } from './save-template.action';

function setup(routes: FakeRoutes, lang = 'en') {
  const config = resolveConfig({ country: 'us', lang }, {});
  const backend = fakeBackend(config, routes);
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <SaveTemplateAction accountId="acc-1" />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

const created = ({ body }: { body: unknown }) => ({
  status: 201,
  body: { templateId: 'tpl_1', name: (body as { name: string }).name },
});

describe('given the cart s Save as template (issue 17)', () => {
  it('asks a name and whether to share, saves the cart for the account, and says so', async () => {
    const { user, backend, view } = setup({ 'POST cart/templates/create': created });
    await user.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the cart as a template' });
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    expect(document.activeElement).toBe(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(within(dialog).getByText('Give the template a name.')).toBeTruthy();
    expect(backend.callsTo('POST cart/templates/create')).toEqual([]);
    await user.type(name, '  Weekly layers ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Share with the other users/ }));
    const result = await axe.run(view.container.ownerDocument.body, {
      rules: { region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText('Template Weekly layers saved. Find it under Order templates.'),
    ).toBeTruthy();
    const [call] = backend.callsTo('POST cart/templates/create');
    expect(call?.body).toEqual({ name: 'Weekly layers', shared: true });
    expect(call?.headers.get('X-Account-Id')).toBe('acc-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server s refusal in the dialog, as text, and keeps it open', async () => {
    const { user } = setup({
      'POST cart/templates/create': () => ({
        status: 409,
        body: { code: 'TEMPLATE_LIMIT', message: 'This account already has 50 templates' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^The template could not be saved: /,
    );
  });

  it('speaks Spanish', async () => {
    const { user } = setup({ 'POST cart/templates/create': created }, 'es');
    await user.click(await screen.findByRole('button', { name: 'Guardar como plantilla' }));
    expect(
      await screen.findByRole('dialog', { name: 'Guardar el carrito como plantilla' }),
    ).toBeTruthy();
  });
});
