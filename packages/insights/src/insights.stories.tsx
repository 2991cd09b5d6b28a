import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { Insights } from './insights';
import { ACCOUNT, INSIGHTS, NO_INSIGHTS, insightsRoutes, marketRoute } from './fixtures';

export default { title: 'Insights' };

function Demo({
  lang = 'en',
  routes = insightsRoutes(),
  children,
}: {
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country: 'us', lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});

export const Tiles: Story = () => (
  <Demo>
    <Insights />
  </Demo>
);

export const OneTile: Story = () => (
  <Demo>
    <Insights tile="tons" />
  </Demo>
);

export const NoOrders: Story = () => (
  <Demo routes={insightsRoutes(ACCOUNT, NO_INSIGHTS)}>
    <Insights />
  </Demo>
);

export const NoOrdersLastYear: Story = () => (
  <Demo
    routes={insightsRoutes(ACCOUNT, {
      ...INSIGHTS,
      tons: { ...INSIGHTS.tons, lastYearTons: 0, lastYearMonthTons: 0, changePercent: null },
    })}
  >
    <Insights />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ ...insightsRoutes(), 'GET orders/insights': never }}>
    <Insights />
  </Demo>
);

export const Failed: Story = () => (
  <Demo
    routes={{
      ...insightsRoutes(),
      'GET orders/insights': () => ({ status: 500, body: { message: 'down' } }),
    }}
  >
    <Insights />
  </Demo>
);

export const NoAccountChosen: Story = () => (
  <Demo
    routes={{
      ...insightsRoutes(null),
      'GET orders/insights': () => ({
        status: 400,
        body: { code: 'NO_ACCOUNT', message: 'No account' },
      }),
    }}
  >
    <Insights />
  </Demo>
);

export const Spanish: Story = () => (
  <Demo lang="es" routes={insightsRoutes(ACCOUNT, INSIGHTS, marketRoute('us', 'es'))}>
    <Insights />
  </Demo>
);

/** Where the market hides the cart the tiles are not shown: this story is empty on purpose. */
export const HiddenWhereTheCartIs: Story = () => (
  <Demo routes={insightsRoutes(ACCOUNT, INSIGHTS, marketRoute('us', 'en', false))}>
    <Insights />
  </Demo>
);
