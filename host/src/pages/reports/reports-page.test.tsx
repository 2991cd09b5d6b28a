import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import { reportsRoutes } from '@anp/reports/fixtures';
import { ReportsPage } from './reports-page';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function setup(search = '') {
  const config = resolveConfig({ country: 'us', lang: 'en' }, {});
  const backend = fakeBackend(config, reportsRoutes());
  render(
    <MemoryRouter initialEntries={[`/us/en/pages/reports${search}`]}>
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <ReportsPage />
        <Address />
      </KitRoot>
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

describe('given the reports page', () => {
  it('is headed by the reports and shows the report its address names', async () => {
    setup('?report=onTimeDelivery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'On-time delivery' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'On-time delivery' })).toBeTruthy();
  });

  it('keeps the chosen report in the address', async () => {
    const { user } = setup();
    await screen.findByRole('group', { name: 'Tons ordered per month' });
    const picker = screen.getByRole('list', { name: 'Choose a report' });
    await user.click(within(picker).getByRole('button', { name: 'Spend by product category' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '?report=spendByCategory',
    );
    expect(await screen.findByRole('group', { name: 'Spend by product category' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    setup();
    await screen.findByRole('group', { name: 'Tons ordered per month' });
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
