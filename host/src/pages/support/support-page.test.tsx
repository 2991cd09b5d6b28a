import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { supportPageRoutes } from '@anp/support/fixtures';
import { findPage, orderRoutes } from '../page-routes';
import { routes } from './routes';

// The complaint modal has its own tests; these pages only carry its button.
vi.mock('@anp/complaint-modal', () => ({ COMPLAINT_NS: 'complaint', ComplaintModal: () => null }));

vi.setConfig({ testTimeout: 20_000 });

function renderPage(page: string, market: { country: string; lang: 'en' | 'es' | 'pt' }) {
  const config = resolveConfig(market, {});
  const backend = fakeBackend(config, supportPageRoutes());
  const found = findPage(orderRoutes(routes), page);
  if (!found) throw new Error(`no route for ${page}`);
  render(
    <MemoryRouter initialEntries={[`/${market.country}/${market.lang}/pages/${page}`]}>
      <main>
        <KitRoot config={config} services={backend.services} swrCache={new Map()}>
          {found.route.render(found.params)}
        </KitRoot>
      </main>
    </MemoryRouter>,
  );
  return { backend };
}

describe('given the support page', () => {
  it('has its heading, customer service, the cases and the questions', async () => {
    renderPage('support', { country: 'us', lang: 'en' });
    // The page's code loads on its route (issue 13).
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Customer service' })).toBeTruthy();
    expect(await screen.findByText('Showing 4 of 4 cases')).toBeTruthy();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(
      (await within(faq).findByRole('link', { name: 'Is there a minimum order?' })).getAttribute(
        'href',
      ),
    ).toBe('/us/en/pages/support/faq/faq-order-minimum');
    expect((await axe.run(screen.getByRole('main'))).violations).toEqual([]);
  });

  it('speaks Portuguese on a Brazilian page', async () => {
    renderPage('support', { country: 'br', lang: 'pt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Suporte' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Existe um pedido mínimo?' })).toBeTruthy();
  });
});

describe('given a question’s page', () => {
  it('shows the question as the page heading, with the way back to support', async () => {
    const { backend } = renderPage('support/faq/faq-delivery-window', {
      country: 'us',
      lang: 'en',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How is my delivery date decided?' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to support' }).getAttribute('href')).toBe(
      '/us/en/pages/support',
    );
    expect(backend.callsTo('GET support/faqs/faq-delivery-window')).toHaveLength(1);
    expect((await axe.run(screen.getByRole('main'))).violations).toEqual([]);
  });

  it('says an unknown question was not found', async () => {
    renderPage('support/faq/no-such-question', { country: 'mx', lang: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta pregunta' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a soporte' })).toBeTruthy();
  });
});
