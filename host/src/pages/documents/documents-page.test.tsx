import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig, type Account, type UserContext } from '@anp/core';
import { fakeBackend, fixtureAccount, fixtureContext } from '@anp/core/testing';
import { MX_DOCUMENTS, US_DOCUMENTS, documentRoutes } from '@anp/documents/fixtures';
import type { DocumentSummary } from '@anp/documents';
import { DocumentsPage } from './documents-page';

const account: Account = fixtureAccount();

/** The US buyer with the purchase group, one account. */
const context = (selected: Account | null): UserContext =>
  fixtureContext(selected, {
    user: { businessUnit: 'feed', groups: ['DXP_CAN_AccGrp_Purchase_Products'] },
    accountCount: 1,
  });

/** Where the router is, query included. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function setup(
  path: string,
  documents: DocumentSummary[] = US_DOCUMENTS,
  market: { country: string; lang: 'en' | 'es' | 'pt' } = { country: 'us', lang: 'en' },
) {
  const config = resolveConfig(market, {});
  const backend = fakeBackend(config, {
    ...documentRoutes(documents),
    'GET users/context': () => context(account),
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <KitRoot config={config} services={backend.services} swrCache={new Map()}>
          <DocumentsPage />
        </KitRoot>
      </main>
      <Where />
    </MemoryRouter>,
  );
  return { backend };
}

describe('given the documents page', () => {
  it('shows the heading, whose price lists are included and the list', async () => {
    setup('/us/en/pages/documents');
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Including the price lists of Prairie Feed & Supply · sold-to 0010100012',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Showing 24 of 28 documents')).toBeTruthy();
    expect((await axe.run(screen.getByRole('main'))).violations).toEqual([]);
  }, 15_000);

  it('opens the document of ?doc= and keeps the address in step with the preview', async () => {
    setup('/us/en/pages/documents?doc=doc-us-0501');
    // The dialog's code is a chunk of its own: the first one in a test run takes a moment.
    expect(
      await screen.findByRole('dialog', { name: 'AN Portal Kit demo video' }, { timeout: 5000 }),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/us/en/pages/documents'),
    );
    const label = (
      await screen.findByRole('heading', { name: 'Product label — Layer Pellet 16%' })
    ).closest('li') as HTMLElement;
    await user.click(within(label).getByRole('button', { name: /^Preview/ }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/us/en/pages/documents?doc=doc-us-0201',
      ),
    );
  }, 15_000);

  it('speaks Spanish on a Mexican page', async () => {
    setup('/mx/es/pages/documents', MX_DOCUMENTS, { country: 'mx', lang: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentos' })).toBeTruthy();
    expect(await screen.findByText('Mostrando 3 de 3 documentos')).toBeTruthy();
  });
});
