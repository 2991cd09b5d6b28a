import { LoadFailed } from '../load-failed';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import {
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useSelectedAccount,
  useUserContext,
  type PortalError,
  type UserContext,
} from '@anp/core';
import { Button } from '@anp/ui';
import { RaiseComplaintButton } from '@anp/support';
import { DASHBOARD_NS } from './i18n';
import { ASSETS_NS } from '../assets/i18n';
import { SpeciesIcon } from '../assets/species-icons';
import { PageTileIcon } from './tile-icons';
import {
  canRaiseComplaint,
  dashboardTiles,
  isPorkUnit,
  type DashboardTile,
} from './model/dashboard-rules';
import {
  useCanPlaceOrder,
  useMarketSettings,
  usePortalPath,
  type MarketSettingsState,
} from './use-portal-data';
import {
  Bone,
  ContactList,
  Hidden,
  Intro,
  Muted,
  Notice,
  Page,
  Row,
  Section,
  Support,
  SupportAction,
  TileGrid,
  TileIcon,
  TileItem,
  TileLink,
  TileText,
  TileTitle,
} from './dashboard.styles';

// The order insights (issue 17) load after the page's own content: their chunk (tiles, strings,
// then the charts) is imported once the shortcuts and the programmes have painted.
// The mark tells scripts/host-sizes.ts where the page's own scripts end and the insights' begin.
const DashboardInsights = lazy(() => {
  // (Fake timers in tests may leave a performance object without marks.)
  if (typeof globalThis.performance?.mark === 'function')
    performance.mark('anp:dashboard-insights');
  return import('./dashboard-insights').then((m) => ({ default: m.DashboardInsights }));
});

/**
 * True once the page has painted after `ready` and the browser is idle: a frame, then an idle
 * period (at most two seconds later; a task where idle callbacks do not exist).
 */
function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(() => setPainted(true), { timeout: 2000 });
      else timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

/**
 * The landing page after sign-in (ordering.md §2): a greeting with the selected account, tiles to
 * order building, orders, documents, support and the market's species asset pages, and the
 * market's support contacts.
 */
export function DashboardPage() {
  const context = useUserContext();
  const selected = useSelectedAccount({ details: true });
  const market = useMarketSettings();
  // The page works on the session's account, which after a switch the server was not told of
  // is not the one the context names.
  const data = context.data && { ...context.data, selectedAccount: selected.account };
  const canOrder = useCanPlaceOrder(data);
  if (!data) {
    if (context.error) return <DashboardFailed error={context.error} onRetry={context.mutate} />;
    return <DashboardSkeleton />;
  }
  return <DashboardView context={data} canOrder={canOrder} market={market} />;
}

function DashboardView(props: {
  context: UserContext;
  canOrder: boolean;
  market: MarketSettingsState;
}) {
  const { context, canOrder, market } = props;
  const { t } = useKitTranslation(DASHBOARD_NS);
  const { config, country } = useKitContext();
  const complaints = canRaiseComplaint(context, {
    internalGroup: config.auth.internalGroup,
    country,
    lang: config.lang,
  });
  const tiles = dashboardTiles({
    canPlaceOrder: canOrder,
    isPork: isPorkUnit(context.businessUnit),
    species: market.settings?.species ?? [],
  });
  const shortcutsId = useId();
  const programmesId = useId();
  const supportId = useId();
  const firstName = context.user.firstName.trim();
  const account = context.selectedAccount;
  const phone = market.settings?.supportPhone ?? null;
  const email = market.settings?.supportEmail ?? null;
  const speciesTiles = tiles.filter((tile) => tile.kind === 'species');
  const showInsights = useAfterPaint(!market.loading && account !== null);

  return (
    <Page>
      <Intro>
        <h1>{firstName ? t('greeting', { name: firstName }) : t('greetingNoName')}</h1>
        {account ? (
          <Muted>{t('account', { name: account.fullname, code: account.soldToCode })}</Muted>
        ) : (
          // shell-and-admin.md §5: admins may have no selected account.
          <Notice>{t('noAccount')}</Notice>
        )}
      </Intro>

      <Section aria-labelledby={shortcutsId}>
        <h2 id={shortcutsId}>{t('shortcuts')}</h2>
        <TileGrid>
          {tiles
            .filter((tile) => tile.kind === 'page')
            .map((tile) => (
              <Tile key={tile.key} tile={tile} />
            ))}
        </TileGrid>
      </Section>

      {market.loading && <ProgrammesSkeleton />}
      {market.failed && (
        <Section aria-labelledby={programmesId}>
          <h2 id={programmesId}>{t('programmes')}</h2>
          <Row>
            <Muted role="alert">{t('marketFailed')}</Muted>
            <Button variant="secondary" size="sm" onClick={market.retry}>
              {t('retry')}
            </Button>
          </Row>
        </Section>
      )}
      {speciesTiles.length > 0 && (
        <Section aria-labelledby={programmesId}>
          <h2 id={programmesId}>{t('programmes')}</h2>
          <TileGrid>
            {speciesTiles.map((tile) => (
              <Tile key={tile.key} tile={tile} />
            ))}
          </TileGrid>
        </Section>
      )}

      {showInsights && (
        <Suspense fallback={null}>
          <DashboardInsights />
        </Suspense>
      )}

      {(phone || email || complaints) && (
        <Support aria-labelledby={supportId}>
          <h2 id={supportId}>{t('supportHeading')}</h2>
          <p>{t('supportIntro')}</p>
          {(phone || email) && (
            <ContactList>
              {phone && (
                <li>
                  {t('supportPhone')}:&nbsp;
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </li>
              )}
              {email && (
                <li>
                  {t('supportEmail')}:&nbsp;<a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
            </ContactList>
          )}
          {complaints && (
            // ordering.md §2 screen 13: the complaint modal also opens from a dashboard button.
            <SupportAction>
              <p>{t('complaintIntro')}</p>
              <RaiseComplaintButton variant="secondary" />
            </SupportAction>
          )}
        </Support>
      )}
    </Page>
  );
}

function Tile({ tile }: { tile: DashboardTile }) {
  const { t } = useKitTranslation(DASHBOARD_NS);
  const { t: species } = useKitTranslation(ASSETS_NS);
  const path = usePortalPath()(tile.page);
  const descriptionId = useId();
  let icon: ReactNode;
  let title: string;
  let description: string;
  if (tile.kind === 'species') {
    icon = <SpeciesIcon species={tile.key} />;
    title = species(`species.${tile.key}.name`);
    description = species(`species.${tile.key}.tile`);
  } else {
    icon = <PageTileIcon tile={tile.key} />;
    title = t(`tiles.${tile.key}.title`);
    description = t(`tiles.${tile.key}.description`);
  }
  return (
    <TileItem>
      <TileIcon>{icon}</TileIcon>
      <TileTitle>
        <TileLink to={path} aria-describedby={descriptionId}>
          {title}
        </TileLink>
      </TileTitle>
      <TileText id={descriptionId}>{description}</TileText>
    </TileItem>
  );
}

function ProgrammesSkeleton() {
  return (
    <TileGrid aria-hidden="true">
      {[0, 1, 2, 3].map((n) => (
        <li key={n}>
          <Bone $height="5.5rem" />
        </li>
      ))}
    </TileGrid>
  );
}

function DashboardSkeleton() {
  const { t } = useKitTranslation(DASHBOARD_NS);
  return (
    <Page aria-busy="true">
      <Hidden role="status">{t('loading')}</Hidden>
      <Intro aria-hidden="true">
        <Bone $width="min(100%, 22rem)" $height="2.25rem" />
        <Bone $width="min(100%, 30rem)" />
      </Intro>
      <TileGrid aria-hidden="true">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
          <li key={n}>
            <Bone $height="5.5rem" />
          </li>
        ))}
      </TileGrid>
    </Page>
  );
}

function DashboardFailed(props: { error: PortalError; onRetry: () => unknown }) {
  const { t } = useKitTranslation(DASHBOARD_NS);
  const describe = useErrorMessage();
  return (
    <LoadFailed
      title={t('failedTitle')}
      message={t('failed', { reason: describe(props.error) })}
      retryLabel={t('retry')}
      onRetry={props.onRetry}
    />
  );
}
