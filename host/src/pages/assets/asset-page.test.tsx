import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type UserContext } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { AssetPage } from './asset-page';
import { SPECIES } from './species';

const PURCHASE = 'DXP_CAN_AccGrp_Purchase_Products';

function context(businessUnit = 'feed', groups = [PURCHASE]): UserContext {
  return {
    userType: 'External',
    oktaId: 'u-retailer-us',
    locale: 'en_US',
    businessUnit,
    beta: false,
    tncAccepted: true,
    user: { firstName: 'Dale', lastName: 'Jensen', groups } as UserContext['user'],
    selectedAccount: null,
    regions: [],
    accountCount: 3,
  };
}

function renderAsset(
  species: string,
  options: {
    country?: string;
    lang?: string;
    tiles?: readonly string[];
    context?: UserContext;
    routes?: FakeRoutes;
  } = {},
) {
  const { country = 'us', lang = 'en' } = options;
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, {
    'GET users/context': () => options.context ?? context(),
    [`GET config/${country}/${lang}`]: () => ({
      country,
      lang,
      config: { dashboardTiles: options.tiles ?? SPECIES },
    }),
    ...options.routes,
  });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <MemoryRouter initialEntries={[`/${country}/${lang}/pages/assets/${species}`]}>
        <AssetPage species={species} />
      </MemoryRouter>
    </KitRoot>,
  );
  return { backend, container: view.container };
}

const ENGLISH: readonly [string, string, string][] = [
  ['pork', 'Pork', 'Our pork nutrition programme covers every stage of production'],
  ['poultry', 'Poultry', 'Our poultry range supports broilers, commercial layers and breeders'],
  ['ruminant', 'Ruminant', 'For dairy and beef cattle, sheep and goats'],
  ['pet', 'Pet', 'Our pet food line offers complete and balanced diets'],
  ['equine', 'Equine', "Our equine feeds are designed around the horse's digestive system"],
  ['multispecies', 'Multispecies', 'Multispecies feeds serve farms that keep several kinds'],
  ['digitalsolutions', 'Digital solutions', 'Our digital solutions help you collect production'],
  ['additives', 'Additives', 'Our feed additives help protect animal health'],
  ['sustainability', 'Sustainability', 'Our sustainability programme helps you lower'],
  ['cns', 'Nutrition System (CNS)', 'The Nutrition System (CNS) is our formulation platform'],
];

describe('given each species page in English', () => {
  it.each(ENGLISH)('%s shows its heading and two paragraphs', async (key, name, intro) => {
    renderAsset(key);
    const article = await screen.findByRole('article', { name });
    const paragraphs = within(article)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent ?? '');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toContain(intro);
    expect(paragraphs[1]?.length).toBeGreaterThan(60);
  });
});

describe('given a US purchaser on the pork page', () => {
  it('offers Place order, Documents and Contact support as links', async () => {
    renderAsset('pork');
    const actions = within(await screen.findByRole('region', { name: 'Next steps' }));
    await waitFor(() => expect(actions.getAllByRole('link')).toHaveLength(3));
    expect(
      actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Place order', '/us/en/pages/orderbuilder'],
      ['Documents', '/us/en/pages/documents'],
      ['Contact support', '/us/en/pages/support'],
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = renderAsset('pork');
    await screen.findByRole('article', { name: 'Pork' });
    await screen.findByRole('link', { name: 'Place order' });
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given users who cannot order here', () => {
  it.each([
    ['a pork-unit user', { context: context('pork') }],
    ['a user without the purchase group', { context: context('feed', []) }],
    ['a Korean page', { country: 'kr', lang: 'en', tiles: ['pork'] }],
  ])('%s sees no Place order', async (_, options) => {
    const { backend } = renderAsset('pork', options);
    await screen.findByRole('article', { name: 'Pork' });
    await waitFor(() => expect(backend.callsTo('GET users/context')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Place order' })).toBeNull();
  });
});

describe('given a Spanish and a Portuguese page', () => {
  it('speaks Spanish on mx/es', async () => {
    renderAsset('ruminant', { country: 'mx', lang: 'es' });
    const article = await screen.findByRole('article', { name: 'Rumiantes' });
    expect(article.textContent).toContain('Para ganado lechero y de carne, ovinos y caprinos');
    expect(await screen.findByRole('link', { name: 'Hacer un pedido' })).toBeTruthy();
  });

  it('speaks Portuguese on br/pt, without Place order', async () => {
    renderAsset('poultry', { country: 'br', lang: 'pt' });
    const article = await screen.findByRole('article', { name: 'Aves' });
    expect(article.textContent).toContain('Nossa linha para aves atende frangos de corte');
    expect(screen.getByRole('link', { name: 'Falar com o suporte' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fazer pedido' })).toBeNull();
  });
});

describe('given an unknown species', () => {
  it('says the page is not available and links back to the dashboard', async () => {
    const { container } = renderAsset('llama');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not available' }),
    ).toBeTruthy();
    expect(screen.getByText('“llama” is not one of our nutrition programmes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/us/en/pages/dashboard',
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given a species the market does not offer', () => {
  it('says so on a kr/en page asking for equine', async () => {
    renderAsset('equine', {
      country: 'kr',
      lang: 'en',
      tiles: ['pork', 'poultry', 'ruminant', 'additives'],
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Equine is not available in your market',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/kr/en/pages/dashboard',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('given the market configuration is loading or fails', () => {
  it('waits with a spinner while it loads', async () => {
    renderAsset('pork', { routes: { 'GET config/us/en': () => new Promise(() => undefined) } });
    expect((await screen.findByRole('status')).textContent).toContain('Loading this page…');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the page when it fails, as the dashboard keeps its fixed tiles', async () => {
    renderAsset('equine', { routes: { 'GET config/us/en': () => ({ status: 500 }) } });
    expect(await screen.findByRole('article', { name: 'Equine' })).toBeTruthy();
  });
});
