import { useMemo } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { LeftNav, type LeftNavProps } from './left-nav';
import { shellBackend, type ShellFixture } from '../fixtures';
import '../i18n';

export default { title: 'Shell/Left navigation' };

function Scene(props: {
  nav: LeftNavProps;
  fixture: ShellFixture;
  country?: string;
  lang?: 'en' | 'es' | 'pt';
}) {
  const { country = 'us', lang = 'en', fixture } = props;
  const { config, backend } = useMemo(() => {
    const config = resolveConfig({ country, lang }, {});
    return { config, backend: shellBackend(config, fixture) };
  }, [country, lang, fixture]);
  return (
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <div style={{ width: 300, border: '1px solid #d6cfc2' }}>
        <LeftNav {...props.nav} />
      </div>
    </KitRoot>
  );
}

export const SidebarRetailer: Story = () => (
  <Scene
    nav={{ variant: 'sidebar', currentPath: '/us/en/pages/assets/poultry' }}
    fixture={{ persona: 'retailer.us' }}
  />
);

export const SidebarPork: Story = () => (
  <Scene
    nav={{
      variant: 'sidebar',
      currentPath: '/us/en/pages/nutritioncloud/bidashboards/nurseryandfinishing',
    }}
    fixture={{ persona: 'pork.us' }}
  />
);

export const SidebarAdminSpanish: Story = () => (
  <Scene
    nav={{ variant: 'sidebar', currentPath: '/us/es/pages/bulkusermanagement' }}
    fixture={{ persona: 'admin' }}
    lang="es"
  />
);

export const PanelsPork: Story = () => (
  <Scene
    nav={{ variant: 'panels', currentPath: '/us/en/pages/research/sows' }}
    fixture={{ persona: 'pork.us' }}
  />
);

export const PanelsBrazil: Story = () => (
  <Scene
    nav={{ variant: 'panels', currentPath: '/br/pt/pages/orders' }}
    fixture={{ persona: 'customer.br' }}
    country="br"
    lang="pt"
  />
);

export const Loading: Story = () => <Scene nav={{}} fixture={{ context: 'hang' }} />;

export const ContextFailure: Story = () => <Scene nav={{}} fixture={{ context: 'fail' }} />;
