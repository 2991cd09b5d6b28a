import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { digitalToolsRoutes } from '@anp/digital-tools/fixtures';
import { findPage, orderRoutes } from '../page-routes';
import { DigitalPage } from './digital-page';
import { routes } from './routes';

describe('the digital pages (shell-and-admin.md §2)', () => {
  it('are real pages: every one of the analytics list has a route, none is "coming soon"', () => {
    const table = orderRoutes(routes);
    for (const page of [
      'nutritioncloud',
      'nutritioncloud/nutrientanalysis',
      'nutritioncloud/supplierselection',
      'nutritioncloud/FeedOrdering',
      'nutritioncloud/millmanager',
      'nutritioncloud/agriness',
      'nutritioncloud/bidashboards',
      'nutritioncloud/bidashboards/sows',
      'nutritioncloud/bidashboards/nurseryandfinishing',
      'nutritioncloud/producerprofitability',
      'research',
      'research/all',
      'research/finishing',
      'research/nursery',
      'research/sows',
      'porkdocuments',
    ]) {
      expect(findPage(table, page), page).not.toBeNull();
    }
    expect(findPage(table, 'research/boars')).toBeNull();
    expect(findPage(table, 'nutritioncloud/unknown')).toBeNull();
  });

  it('shows research/sows headed by its title, with no axe violations', async () => {
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const backend = fakeBackend(config, digitalToolsRoutes());
    render(
      <MemoryRouter initialEntries={['/us/en/pages/research/sows']}>
        <KitRoot config={config} services={backend.services} swrCache={new Map()}>
          <DigitalPage page="research/sows" />
        </KitRoot>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sow trials' })).toBeTruthy();
    expect(
      (await axe.run(document.body, { rules: { region: { enabled: false } } })).violations,
    ).toEqual([]);
  });
});
