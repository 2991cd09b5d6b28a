import { useMemo, useState } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig, usePortalLinks, type Account, type UserContext } from '@anp/core';
import { fakeBackend, type FakeCall } from '@anp/core/testing';
import { AccountSelector } from '@anp/account-selector';
import {
  ADMIN_ACCOUNTS,
  KOREAN_ACCOUNTS,
  US_RETAILER_ACCOUNTS,
  employeeAccountList,
  generateAccounts,
  pageOf,
} from '@anp/account-selector/fixtures';
import { alertsRoutes, demoNotifications } from '@anp/notification-drawer/fixtures';
import { Header } from './header';
import { HeaderView } from './header.view';
import { personaContext, DEMO_SPECIES, type PersonaId } from '../demo-personas';
import { shellRoutes, type ShellFixture } from '../fixtures';
import { accessOf, visibleNavigation } from '../model/navigation';
import { useNavLabel } from '../use-nav-label';
import '../i18n';

export default { title: 'Shell/Header' };

const selectFirst = (accounts: Account[]) =>
  accounts.map((a, i) => ({ ...a, selected: i === 0, isPrimary: i === 0 }));

/** The accounts each persona's selector lists, as the reference API's seed gives them. */
const ACCOUNTS: Record<PersonaId, () => Account[]> = {
  'retailer.us': () => US_RETAILER_ACCOUNTS,
  'customer.ca': () => selectFirst(generateAccounts('canada', 7, 5)),
  'customer.mx': () => selectFirst(generateAccounts('mx', 6, 6)),
  'customer.br': () => selectFirst(generateAccounts('br', 5, 7)),
  'customer.kr': () => KOREAN_ACCOUNTS,
  'pork.us': () =>
    selectFirst(generateAccounts('us', 4, 8).map((a) => ({ ...a, businessUnit: 'pork' }))),
  marketing: () => selectFirst(generateAccounts('us', 2, 9)),
  employee: employeeAccountList,
  admin: () => ADMIN_ACCOUNTS,
};

interface Scene extends ShellFixture {
  persona: PersonaId;
  country: string;
  lang: 'en' | 'es' | 'pt';
  path?: string;
}

/**
 * A fake backend with state: switching the account in the selector changes what GET users/context
 * answers, so the header follows like it does against the reference API.
 */
function sceneBackend(scene: Scene) {
  const config = resolveConfig({ country: scene.country, lang: scene.lang }, {});
  const accounts = ACCOUNTS[scene.persona]();
  const selected = accounts.find((a) => a.selected) ?? null;
  let context: UserContext = {
    ...personaContext(scene.persona),
    selectedAccount: selected,
    businessUnit: selected?.businessUnit ?? null,
    accountCount: accounts.length,
  };
  const base = shellRoutes(config, scene);
  const backend = fakeBackend(
    config,
    {
      ...base,
      ...(scene.unread === undefined ? alertsRoutes(demoNotifications(scene.lang)) : {}),
      'GET users/context': (call: FakeCall) =>
        scene.context ? base['GET users/context']?.(call) : context,
      'GET users/accounts/paged': (call: FakeCall) => pageOf(accounts, call.query),
      'POST users/account/selected': (call: FakeCall) => {
        const account = accounts.find((a) => a.id === call.headers.get('X-Account-Id'));
        if (!account) return { status: 404, body: { code: 'NOT_FOUND', message: 'No account' } };
        context = {
          ...context,
          selectedAccount: { ...account, selected: true },
          businessUnit: account.businessUnit,
        };
        return { selectedAccount: { ...account, selected: true } };
      },
    },
    { delayMs: 250 },
  );
  return { config, backend };
}

function Scene({ scene }: { scene: Scene }) {
  const { config, backend } = useMemo(() => sceneBackend(scene), [scene]);
  return (
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <Header currentPath={scene.path ?? `/${scene.country}/${scene.lang}/pages/dashboard`} />
    </KitRoot>
  );
}

export const RetailerUs: Story = () => (
  <Scene scene={{ persona: 'retailer.us', country: 'us', lang: 'en', cartCount: 3 }} />
);

export const PorkUser: Story = () => (
  <Scene
    scene={{
      persona: 'pork.us',
      country: 'us',
      lang: 'en',
      path: '/us/en/pages/nutritioncloud/bidashboards/sows',
    }}
  />
);

export const EmployeeManyRegions: Story = () => (
  <Scene scene={{ persona: 'employee', country: 'us', lang: 'en', cartCount: 12 }} />
);

export const AdminWithoutAccount: Story = () => (
  <Scene scene={{ persona: 'admin', country: 'us', lang: 'en', path: '/us/en/pages/users' }} />
);

export const KoreaWithoutCart: Story = () => (
  <Scene scene={{ persona: 'customer.kr', country: 'kr', lang: 'en' }} />
);

export const MexicoSpanish: Story = () => (
  <Scene
    scene={{
      persona: 'customer.mx',
      country: 'mx',
      lang: 'es',
      cartCount: 1,
      path: '/mx/es/pages/orders',
    }}
  />
);

export const BrazilPortuguese: Story = () => (
  <Scene scene={{ persona: 'customer.br', country: 'br', lang: 'pt' }} />
);

export const Loading: Story = () => (
  <Scene scene={{ persona: 'retailer.us', country: 'us', lang: 'en', context: 'hang' }} />
);

export const ContextFailure: Story = () => (
  <Scene scene={{ persona: 'retailer.us', country: 'us', lang: 'en', context: 'fail' }} />
);

export const CartAndBellCapped: Story = () => (
  <Scene
    scene={{ persona: 'retailer.us', country: 'us', lang: 'en', cartCount: 150, unread: 120 }}
  />
);

export const CartFetchFails: Story = () => (
  <Scene scene={{ persona: 'retailer.us', country: 'us', lang: 'en', cartCount: 'fail' }} />
);

export const NotificationDrawerToggleOff: Story = () => (
  <Scene
    scene={{
      persona: 'retailer.us',
      country: 'us',
      lang: 'en',
      toggles: { notificationDrawer: false },
    }}
  />
);

/** In the width addon's 375 px frame the real header switches to its phone layout. */
export const Narrow: Story = () => (
  <Scene scene={{ persona: 'pork.us', country: 'us', lang: 'en', cartCount: 2 }} />
);
Narrow.meta = { width: 375 };

function OpenMenuView() {
  const [open, setOpen] = useState(true);
  const labelOf = useNavLabel();
  const { hrefOf } = usePortalLinks();
  const items = visibleNavigation({
    user: accessOf(personaContext('retailer.us')),
    internalGroup: 'DXP_Internal_Users',
    country: 'us',
    lang: 'en',
    toggles: {},
    species: DEMO_SPECIES.us,
  });
  return (
    <HeaderView
      state="ready"
      narrow
      items={items}
      currentPage="orders"
      labelOf={labelOf}
      hrefOf={hrefOf}
      onFollow={(event) => event.preventDefault()}
      cart={{ count: 3 }}
      bell={{ count: 4, open: false, onToggle: () => undefined }}
      user={{ name: 'Dale Jensen', initials: 'DJ' }}
      onLogout={() => undefined}
      menuOpen={open}
      onMenuOpenChange={setOpen}
      menuAccountSelector={<AccountSelector variant="panel" />}
    />
  );
}

/** The phone layout with the hamburger menu open, drawn by the view in a 375 px box. */
export const NarrowMenuOpen: Story = () => {
  const config = useMemo(() => resolveConfig({ country: 'us', lang: 'en' }, {}), []);
  const backend = useMemo(
    () =>
      fakeBackend(config, {
        ...shellRoutes(config, { persona: 'retailer.us' }),
        'GET users/context': () => ({
          ...personaContext('retailer.us'),
          selectedAccount: US_RETAILER_ACCOUNTS[0] ?? null,
        }),
        'GET users/accounts/paged': (call: FakeCall) => pageOf(US_RETAILER_ACCOUNTS, call.query),
      }),
    [config],
  );
  return (
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <div style={{ width: 375, minHeight: 640, outline: '1px dashed #bbb', position: 'relative' }}>
        <OpenMenuView />
      </div>
    </KitRoot>
  );
};
