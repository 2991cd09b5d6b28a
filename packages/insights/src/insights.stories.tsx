import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { Insights } from './insights';
import { InsightsView } from './insights.view';
import { insightsRoutes } from './fixtures';

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
      <div style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});
const idle = { expanded: false, toggle: () => undefined, retry: () => undefined };

export const Account: Story = () => (
  <Demo>
    <Insights />
  </Demo>
);

export const NoAccountChosen: Story = () => (
  <Demo routes={insightsRoutes(null)}>
    <Insights />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET users/context': never }}>
    <Insights />
  </Demo>
);

export const Failed: Story = () => (
  <Demo routes={{ 'GET users/context': () => ({ status: 500, body: { message: 'down' } }) }}>
    <Insights />
  </Demo>
);

export const DetailsShown: Story = () => (
  <Demo>
    <InsightsView
      state={{
        ...idle,
        status: 'ready',
        name: 'Prairie Feed & Supply',
        facts: [
          { key: 'soldTo', value: '0010100012' },
          { key: 'region', value: 'US' },
        ],
        errorText: null,
        expanded: true,
      }}
    />
  </Demo>
);

export const Spanish: Story = () => (
  <Demo lang="es">
    <Insights />
  </Demo>
);

export const Portuguese: Story = () => (
  <Demo lang="pt">
    <Insights heading="Conta da fazenda" />
  </Demo>
);
