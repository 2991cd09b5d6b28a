import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { DigitalTools } from './digital-tools';
import { digitalToolsRoutes } from './fixtures';

export default { title: 'Digital tools' };

function Demo({
  lang = 'en',
  country = 'us',
  routes = digitalToolsRoutes(),
  children,
}: {
  lang?: string;
  country?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});

export const ResearchSows: Story = () => (
  <Demo>
    <DigitalTools page="research/sows" />
  </Demo>
);

export const ResearchInBrazil: Story = () => (
  <Demo lang="pt" country="br">
    <DigitalTools page="research/sows" />
  </Demo>
);

export const PorkDocuments: Story = () => (
  <Demo>
    <DigitalTools page="porkdocuments" />
  </Demo>
);

export const PorkDocumentsEmpty: Story = () => (
  <Demo routes={digitalToolsRoutes({ documents: [] })}>
    <DigitalTools page="porkdocuments" />
  </Demo>
);

export const PorkDocumentsFailed: Story = () => (
  <Demo
    routes={{
      ...digitalToolsRoutes(),
      'GET search/documents': () => ({ status: 500, body: { message: 'down' } }),
    }}
  >
    <DigitalTools page="porkdocuments" />
  </Demo>
);

export const NutritionCloudTool: Story = () => (
  <Demo lang="es" country="mx">
    <DigitalTools page="nutritioncloud/FeedOrdering" />
  </Demo>
);

export const NotAvailableForARetailer: Story = () => (
  <Demo routes={digitalToolsRoutes({ refuse: 'businessUnit' })}>
    <DigitalTools page="porkdocuments" />
  </Demo>
);

export const NotEntitledInKorean: Story = () => (
  <Demo lang="ko" country="kr" routes={digitalToolsRoutes({ refuse: 'entitlement' })}>
    <DigitalTools page="nutritioncloud" />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ ...digitalToolsRoutes(), 'GET entitlements/page': never }}>
    <DigitalTools page="research/sows" />
  </Demo>
);

export const Failed: Story = () => (
  <Demo
    routes={{
      ...digitalToolsRoutes(),
      'GET entitlements/page': () => ({ status: 500, body: { message: 'down' } }),
    }}
  >
    <DigitalTools page="research/sows" />
  </Demo>
);
