import { useEffect, useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, PortalError, resolveConfig, type Account } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { AccountSelector } from './account-selector';
import { AccountSelectorView } from './account-selector.view';
import { accountLabel } from './model/picker';
import {
  ADMIN_ACCOUNTS,
  KOREAN_ACCOUNTS,
  US_RETAILER_ACCOUNTS,
  employeeAccountList,
  generateAccounts,
  selectorRoutes,
  type Persona,
} from './fixtures';

export default { title: 'Account selector' };

interface DemoProps {
  persona: Persona;
  accounts: () => readonly Account[];
  country?: string;
  lang?: string;
  variant?: 'dropdown' | 'panel';
  routes?: FakeRoutes;
  delayMs?: number;
}

const never = () => new Promise<never>(() => {});

/** A header bar (or a drawer) with the selector over a fake backend; navigation is only shown. */
function Demo({
  persona,
  accounts,
  country = 'us',
  lang = 'en',
  variant,
  routes,
  delayMs = 250,
}: DemoProps) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    const backend = fakeBackend(
      config,
      { ...selectorRoutes(persona, accounts()), ...routes },
      { delayMs },
    );
    return { config, backend, cache: new Map() };
  });
  const [landing, setLanding] = useState<string | null>(null);
  useEffect(() => {
    const onNavigate = (event: Event) => {
      event.preventDefault();
      setLanding((event as CustomEvent<{ path: string }>).detail.path);
    };
    window.addEventListener('anp-navigate', onNavigate);
    return () => window.removeEventListener('anp-navigate', onNavigate);
  }, []);
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <Frame panel={variant === 'panel'}>
        <AccountSelector variant={variant ?? 'dropdown'} />
      </Frame>
      {landing && (
        <p style={{ fontFamily: 'system-ui', padding: 16 }}>Would navigate to {landing}</p>
      )}
    </KitRoot>
  );
}

function Frame({ panel, children }: { panel: boolean; children: ReactNode }) {
  return panel ? (
    <nav
      aria-label="Mobile navigation"
      style={{ maxWidth: 360, padding: 16, borderRight: '1px solid #d6cfc2', minHeight: 480 }}
    >
      {children}
    </nav>
  ) : (
    <header
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        padding: '12px 16px',
        borderBottom: '1px solid #d6cfc2',
        minHeight: 480,
        alignItems: 'flex-start',
      }}
    >
      {children}
    </header>
  );
}

export const PlainList: Story = () => (
  <Demo persona="retailer" accounts={() => US_RETAILER_ACCOUNTS} />
);

export const KoreanFlyout: Story = () => (
  <Demo persona="korea" accounts={() => KOREAN_ACCOUNTS} country="kr" lang="en" />
);

export const ManyAccountsEmployee: Story = () => (
  <Demo persona="employee" accounts={employeeAccountList} />
);

export const AdminWithoutSelectedAccount: Story = () => (
  <Demo persona="admin" accounts={() => ADMIN_ACCOUNTS} />
);

export const MexicoSpanishPanel: Story = () => (
  <Demo
    persona="retailer"
    accounts={() => generateAccounts('mx', 6, 5).map((a, i) => ({ ...a, selected: i === 0 }))}
    country="mx"
    lang="es"
    variant="panel"
  />
);

export const BrazilPortugueseWithoutPurchase: Story = () => (
  <Demo
    persona="noPurchase"
    accounts={() => generateAccounts('br', 4, 6).map((a, i) => ({ ...a, selected: i === 0 }))}
    country="br"
    lang="pt"
  />
);

export const LoadingContext: Story = () => (
  <Demo
    persona="retailer"
    accounts={() => US_RETAILER_ACCOUNTS}
    routes={{ 'GET users/context': never }}
  />
);

export const LoadingAccounts: Story = () => (
  <Demo
    persona="korea"
    accounts={() => KOREAN_ACCOUNTS}
    country="kr"
    variant="panel"
    routes={{ 'GET users/accounts/paged': never }}
  />
);

export const ListingFailure: Story = () => (
  <Demo
    persona="retailer"
    accounts={() => US_RETAILER_ACCOUNTS}
    variant="panel"
    routes={{ 'GET users/accounts/paged': () => ({ status: 500, body: {} }) }}
  />
);

export const SwitchRefusedByServer: Story = () => (
  <Demo
    persona="retailer"
    accounts={() => US_RETAILER_ACCOUNTS}
    routes={{ 'POST users/account/selected': () => ({ status: 500, body: {} }) }}
  />
);

export const NoAccounts: Story = () => (
  <Demo persona="retailer" accounts={() => []} variant="panel" />
);

export const NarrowViewport: Story = () => (
  <Demo persona="employee" accounts={employeeAccountList} variant="panel" />
);
NarrowViewport.meta = { width: 375 };

export const NarrowViewportDropdown: Story = () => (
  <Demo persona="korea" accounts={() => KOREAN_ACCOUNTS} country="kr" />
);
NarrowViewportDropdown.meta = { width: 375 };

/** The view alone, as the user context failed: a readable message and a retry. */
export const ContextFailure: Story = () => (
  <AccountSelectorView
    variant="dropdown"
    country="us"
    status="error"
    contextError={new PortalError({ code: 'SERVER', status: 500 })}
    onRetryContext={() => {}}
    account={null}
    labelOf={(a) => accountLabel(a, 'us')}
    regions={null}
    region={null}
    onChooseRegion={() => {}}
    mode={null}
    accounts={[]}
    total={null}
    loading={false}
    listError={null}
    onRetryList={() => {}}
    hasMore={false}
    onLoadMore={() => {}}
    searchTerm=""
    onChoose={() => {}}
    pending={null}
    switchError={null}
    flyout={null}
    open={false}
    onToggle={() => {}}
  />
);
