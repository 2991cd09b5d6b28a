import { useMemo } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, formatWindowRange, resolveConfig } from '@anp/core';
import { alertsRoutes, demoNotifications } from '@anp/notification-drawer/fixtures';
import { Header } from '../header/header';
import type { PersonaId } from '../demo-personas';
import { maintenanceWindow, shellBackend, type ShellFixture } from '../fixtures';
import { MaintenanceBannerView } from './maintenance-banner.view';
import '../i18n';

export default { title: 'Shell/Maintenance banner' };

interface Scene extends ShellFixture {
  persona: PersonaId;
  country: string;
  lang: 'en' | 'es' | 'pt' | 'ko';
}

/** The header of a persona, its backend answering `banners` (windows made from the real clock). */
function Scene({ scene }: { scene: Scene }) {
  const { config, backend } = useMemo(() => {
    const config = resolveConfig({ country: scene.country, lang: scene.lang }, {});
    const lang = scene.lang === 'ko' ? 'en' : scene.lang;
    return {
      config,
      backend: shellBackend(config, scene, alertsRoutes(demoNotifications(lang))),
    };
  }, [scene]);
  return (
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <Header currentPath={`/${scene.country}/${scene.lang}/pages/dashboard`} />
      <main style={{ padding: '1rem', fontFamily: 'system-ui' }}>
        <p>The page's content starts here, below the header and its notices.</p>
      </main>
    </KitRoot>
  );
}

const now = () => new Date();

export const UpcomingUs: Story = () => (
  <Scene
    scene={{
      persona: 'retailer.us',
      country: 'us',
      lang: 'en',
      banners: [maintenanceWindow(now(), 20, 4)],
    }}
  />
);

export const InProgress: Story = () => (
  <Scene
    scene={{
      persona: 'retailer.us',
      country: 'us',
      lang: 'en',
      banners: [maintenanceWindow(now(), -1, 3)],
    }}
  />
);

/** The pork user gets the market's window and the pork unit's own. */
export const TwoWindowsPork: Story = () => (
  <Scene
    scene={{
      persona: 'pork.us',
      country: 'us',
      lang: 'en',
      banners: [
        maintenanceWindow(now(), 20, 4),
        maintenanceWindow(now(), 30, 2, {
          id: 'pork',
          businessUnits: ['pork'],
          message: 'Pork documents and research will be updated.',
          messages: {},
        }),
      ],
    }}
  />
);

export const BrazilPortuguese: Story = () => (
  <Scene
    scene={{
      persona: 'customer.br',
      country: 'br',
      lang: 'pt',
      banners: [maintenanceWindow(now(), 6, 4, { countries: ['br'] })],
    }}
  />
);

export const MexicoSpanish: Story = () => (
  <Scene
    scene={{
      persona: 'customer.mx',
      country: 'mx',
      lang: 'es',
      banners: [maintenanceWindow(now(), 6, 4, { countries: ['mx'] })],
    }}
  />
);

export const KoreaKorean: Story = () => (
  <Scene
    scene={{
      persona: 'customer.kr',
      country: 'kr',
      lang: 'ko',
      banners: [maintenanceWindow(now(), 6, 4, { countries: ['kr'] })],
    }}
  />
);

/** Another market's window only: no notice (the empty live region takes no room). */
export const NoneForThisMarket: Story = () => (
  <Scene
    scene={{
      persona: 'retailer.us',
      country: 'us',
      lang: 'en',
      banners: [maintenanceWindow(now(), 6, 4, { countries: ['br'] })],
    }}
  />
);

/** The windows still loading: the header keeps its skeleton, so nothing moves afterwards. */
export const Loading: Story = () => (
  <Scene scene={{ persona: 'retailer.us', country: 'us', lang: 'en', banners: 'hang' }} />
);

/** The read failed: the header without a notice, and no error (the banner is advice). */
export const ReadFails: Story = () => (
  <Scene scene={{ persona: 'retailer.us', country: 'us', lang: 'en', banners: 'fail' }} />
);

/** In the width addon's 375 px frame the header switches to its phone layout. */
export const Narrow: Story = () => (
  <Scene
    scene={{
      persona: 'pork.us',
      country: 'us',
      lang: 'en',
      banners: [maintenanceWindow(now(), 20, 4)],
    }}
  />
);
Narrow.meta = { width: 375 };

/** The view alone, on fixed dates: a window over midnight, then one over the fall-back night. */
export const ViewFixedDates: Story = () => {
  const notice = (start: string, end: string, timeZone: string, message: string, key: string) => ({
    key,
    status: 'upcoming' as const,
    range: formatWindowRange(new Date(start), new Date(end), {
      timeZone,
      country: 'us',
      lang: 'en',
    }),
    start,
    end,
    message,
  });
  return (
    <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})}>
      <MaintenanceBannerView
        notices={[
          notice(
            '2026-12-07T04:00:00Z',
            '2026-12-07T08:00:00Z',
            'America/Chicago',
            'Ordering, orders and documents will be unavailable.',
            'a',
          ),
          notice(
            '2026-11-01T05:00:00Z',
            '2026-11-01T09:00:00Z',
            'America/New_York',
            'The clocks go back during this window.',
            'b',
          ),
        ]}
        onDismiss={() => undefined}
      />
    </KitRoot>
  );
};
