import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { Reports } from './reports';
import { reportsRoutes } from './fixtures';

export default { title: 'Reports' };

function Demo({
  routes = reportsRoutes(),
  country = 'us',
  lang = 'en',
  report,
  children,
}: {
  routes?: FakeRoutes;
  country?: string;
  lang?: string;
  report?: string;
  children?: ReactNode;
}) {
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, routes);
  return (
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <div style={{ maxWidth: 960, padding: '1rem' }}>
        <Reports initial={report} />
        {children}
      </div>
    </KitRoot>
  );
}

export const TonsPerMonth: Story = () => <Demo />;

export const SpendByCategory: Story = () => <Demo report="spendByCategory" />;

export const OnTimeStacked: Story = () => <Demo report="onTimeDelivery" />;

/** The external report: in stories its frame address points nowhere. */
export const ExternalEmbed: Story = () => <Demo report="accountOverview" />;

export const Korean: Story = () => <Demo country="kr" lang="ko" />;

export const BrazilPortuguese: Story = () => (
  <Demo country="br" lang="pt" report="spendByCategory" />
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET reports/embedconfig': () => new Promise(() => undefined) }} />
);

export const ReportLoading: Story = () => (
  <Demo
    routes={{
      ...reportsRoutes(),
      'GET reports/embedReports': () => new Promise(() => undefined),
    }}
  />
);

export const Failed: Story = () => (
  <Demo
    routes={{ 'GET reports/embedconfig': () => ({ status: 500, body: { message: 'down' } }) }}
  />
);

export const NoAccount: Story = () => (
  <Demo
    routes={{
      'GET reports/embedconfig': () => ({
        status: 400,
        body: { code: 'NO_ACCOUNT', message: 'Select an account first' },
      }),
    }}
  />
);

export const NoReports: Story = () => <Demo routes={reportsRoutes({ reports: [] })} />;

export const EmptyReport: Story = () => (
  <Demo
    routes={{
      ...reportsRoutes(),
      'GET reports/embedReports': () => ({
        kind: 'native',
        id: 'tonsPerMonth',
        title: 'Tons ordered per month',
        description: 'Weight of the orders placed each month, the last two years.',
        asOf: '2026-11-20',
        chart: 'bar',
        stacked: false,
        measure: 'weight',
        weightUnit: 'shortTon',
        categoryType: 'month',
        categoryLabel: 'Month',
        categories: [],
        series: [],
      }),
    }}
  />
);
