import { lazy, Suspense, useId, type ReactNode } from 'react';
import {
  formatDisplayDate,
  formatNumber,
  useKitContext,
  useKitTranslation,
  usePortalLinks,
} from '@anp/core';
import type { OrderInsights } from '@anp/core/services/orders';
import { Button } from '@anp/ui';
import { INSIGHTS_NS } from './i18n';
import {
  deliveriesListQuery,
  isEmptyTile,
  openOrdersListQuery,
  tonsListQuery,
  tonsTrend,
  type InsightTile,
} from './model/insights';
import type { InsightsState } from './use-insights';
import * as S from './insights.styles';

// The charting base's drawing alone (d3 and the kit's SVG, not the reports' table view and CSV)
// loads with the first figures, never with the tiles.
const Chart = lazy(() => import('@anp/ui/charts/bars').then((m) => ({ default: m.Chart })));

/** A heading level of the page's outline. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface InsightsViewProps {
  state: Pick<
    InsightsState,
    'visible' | 'status' | 'insights' | 'noAccount' | 'retry' | 'tiles' | 'errorText'
  >;
  headingLevel?: HeadingLevel;
}

/**
 * The tiles, from their props alone: nothing where the market hides them (or until it is
 * known), a skeleton while loading, the failure with Try again, each tile's empty state, or its figures and link.
 */
export function InsightsView({ state, headingLevel = 2 }: InsightsViewProps) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  // Nothing until the market is known: a skeleton must not flash where the cart is hidden.
  if (state.visible !== true) return null;
  const loading = state.status === 'loading';
  return (
    <S.Grid
      role="group"
      aria-label={t('label')}
      aria-busy={loading || undefined}
      $count={state.tiles.length}
    >
      {state.tiles.map((tile) => (
        <TileFrame key={tile} tile={tile} headingLevel={headingLevel}>
          {loading ? (
            <TileSkeleton />
          ) : state.status === 'error' || !state.insights ? (
            <TileFailed state={state} />
          ) : (
            <TileBody tile={tile} insights={state.insights} />
          )}
        </TileFrame>
      ))}
    </S.Grid>
  );
}

const HEADING_KEYS: Record<InsightTile, string> = {
  tons: 'tons.heading',
  'open-orders': 'open.heading',
  deliveries: 'deliveries.heading',
};

function TileFrame(props: { tile: InsightTile; headingLevel: HeadingLevel; children: ReactNode }) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  const headingId = useId();
  const Tag = `h${props.headingLevel}` as const;
  return (
    <S.Tile aria-labelledby={headingId} data-tile={props.tile} part="tile">
      <S.Heading as={Tag} id={headingId}>
        {t(HEADING_KEYS[props.tile])}
      </S.Heading>
      {props.children}
    </S.Tile>
  );
}

function TileSkeleton() {
  const { t } = useKitTranslation(INSIGHTS_NS);
  return (
    <>
      <S.Hidden role="status">{t('loading')}</S.Hidden>
      <S.Bone aria-hidden="true" $height="2rem" $width="60%" />
      <S.Bone aria-hidden="true" $height="4.5rem" />
      <S.Bone aria-hidden="true" $height="1rem" $width="45%" />
    </>
  );
}

function TileFailed({ state }: { state: InsightsViewProps['state'] }) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  if (state.noAccount) return <S.Message>{t('noAccount')}</S.Message>;
  return (
    <div role="alert">
      <S.Message>{t('failed', { reason: state.errorText ?? '' })}</S.Message>
      <Button variant="secondary" size="sm" onClick={state.retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

function TileBody({ tile, insights }: { tile: InsightTile; insights: OrderInsights }) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  const empty = isEmptyTile(tile, insights);
  if (tile === 'tons')
    return empty ? <S.Message>{t('tons.none')}</S.Message> : <TonsTile insights={insights} />;
  if (tile === 'open-orders')
    return empty ? <S.Message>{t('open.none')}</S.Message> : <OpenOrdersTile insights={insights} />;
  return empty ? (
    <S.Message>{t('deliveries.none')}</S.Message>
  ) : (
    <DeliveriesTile insights={insights} />
  );
}

/** A link to the orders list with a query, routed by the host when it listens. */
function OrdersLink(props: { query: string; children: ReactNode; page?: string }) {
  const { hrefOf, follow } = usePortalLinks();
  const href = `${hrefOf(props.page ?? 'orders')}${props.query ? `?${props.query}` : ''}`;
  return (
    <S.Link href={href} onClick={(event) => follow(event, href)} part="link">
      {props.children}
    </S.Link>
  );
}

function ChartSlot(props: { children: ReactNode }) {
  return (
    <Suspense fallback={<S.Bone aria-hidden="true" $height="7.5rem" />}>{props.children}</Suspense>
  );
}

function useFormats(insights: OrderInsights) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  const { country, lang } = useKitContext();
  return {
    unit: t(`unit.${insights.weightUnit}`),
    tons: (value: number) => formatNumber(value, country, 2),
    count: (value: number) => formatNumber(value, country, 0),
    percent: (value: number) => formatNumber(value, country, 1),
    date: (value: string) => formatDisplayDate(value, lang),
  };
}

function TonsTile({ insights }: { insights: OrderInsights }) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  const f = useFormats(insights);
  const summaryId = useId();
  const { tons } = insights;
  const trend = tonsTrend(tons);
  const year = tons.lastYear.from.slice(0, 4);
  const monthName = t(`month.${tons.month.slice(5, 7)}`);
  const shortMonth = (ym: string) =>
    `${t(`month.${ym.slice(5, 7)}`).slice(0, 3)} ${ym.slice(0, 4)}`;
  const percent = f.percent(Math.abs(tons.changePercent ?? 0));
  return (
    <>
      <S.Figure aria-describedby={summaryId}>
        {t('tons.figure', { tons: f.tons(tons.tons), unit: f.unit })}
      </S.Figure>
      <S.Muted>
        {t('tons.period', { from: f.date(tons.thisMonth.from), to: f.date(tons.thisMonth.to) })}
      </S.Muted>
      <S.Trend data-trend={trend}>
        {t(`tons.${trend === 'none' ? 'new' : trend}`, {
          percent,
          tons: f.tons(tons.lastYearTons),
          unit: f.unit,
        })}
      </S.Trend>
      <S.Hidden id={summaryId}>
        {t('tons.summary', {
          tons: f.tons(tons.tons),
          lastYearTons: f.tons(tons.lastYearTons),
          lastYearMonthTons: f.tons(tons.lastYearMonthTons),
          unit: f.unit,
          from: f.date(tons.thisMonth.from),
          to: f.date(tons.thisMonth.to),
          year,
          monthName,
        })}
      </S.Hidden>
      <ChartSlot>
        <Chart
          kind="bar"
          height={120}
          title={t('tons.chart')}
          data={{
            categories: [shortMonth(`${year}-${tons.month.slice(5, 7)}`), shortMonth(tons.month)],
            series: [{ key: 'tons', label: f.unit, values: [tons.lastYearTons, tons.tons] }],
          }}
          formatValue={(v) => `${f.tons(v)} ${f.unit}`}
          formatTick={(v) => f.count(v)}
        />
      </ChartSlot>
      <OrdersLink query={tonsListQuery(tons)}>{t('tons.link')}</OrdersLink>
    </>
  );
}

function OpenOrdersTile({ insights }: { insights: OrderInsights }) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  const f = useFormats(insights);
  const summaryId = useId();
  const { openOrders } = insights;
  const countOf = (status: string) =>
    openOrders.byStatus.find((s) => s.status === status)?.orders ?? 0;
  return (
    <>
      <S.Figure aria-describedby={summaryId}>
        {t('open.figure', { count: openOrders.total })}
      </S.Figure>
      <S.Hidden id={summaryId}>
        {t('open.summary', {
          total: openOrders.total,
          placed: countOf('Placed'),
          scheduled: countOf('Scheduled'),
          shipped: countOf('Shipped'),
        })}
      </S.Hidden>
      <ChartSlot>
        <Chart
          kind="bar"
          height={120}
          title={t('open.chart')}
          data={{
            categories: openOrders.byStatus.map((s) => t(`status.${s.status}`)),
            series: [
              {
                key: 'orders',
                label: t('open.series'),
                values: openOrders.byStatus.map((s) => s.orders),
              },
            ],
          }}
          formatValue={f.count}
        />
      </ChartSlot>
      <S.StatusList>
        {openOrders.byStatus.map((s) => (
          <li key={s.status}>
            <OrdersLink query={openOrdersListQuery(s.status)}>
              {t('open.statusCount', { status: t(`status.${s.status}`), count: f.count(s.orders) })}
            </OrdersLink>
          </li>
        ))}
      </S.StatusList>
      <OrdersLink query={openOrdersListQuery()}>{t('open.link')}</OrdersLink>
    </>
  );
}

function DeliveriesTile({ insights }: { insights: OrderInsights }) {
  const { t } = useKitTranslation(INSIGHTS_NS);
  const f = useFormats(insights);
  const summaryId = useId();
  const first = insights.nextDeliveries[0];
  return (
    <>
      <S.Hidden id={summaryId}>
        {first &&
          t('deliveries.summary', {
            count: insights.nextDeliveries.length,
            orderNumber: first.orderNumber,
            date: f.date(first.date),
          })}
      </S.Hidden>
      <S.Deliveries aria-describedby={summaryId}>
        {insights.nextDeliveries.map((d) => (
          <li key={d.orderNumber}>
            <S.DeliveryDate dateTime={d.date}>{f.date(d.date)}</S.DeliveryDate>
            <span>
              <OrdersLink query="" page={`orders/${encodeURIComponent(d.orderNumber)}`}>
                {t('deliveries.order', { orderNumber: d.orderNumber })}
              </OrdersLink>
              <S.Muted>
                {t('deliveries.line', {
                  status: t(`status.${d.status}`),
                  method: t(
                    d.shipMethod === 'pickup' ? 'deliveries.pickup' : 'deliveries.delivery',
                  ),
                  tons: f.tons(d.tons),
                  unit: f.unit,
                })}
              </S.Muted>
            </span>
          </li>
        ))}
      </S.Deliveries>
      <OrdersLink query={deliveriesListQuery()}>{t('deliveries.link')}</OrdersLink>
    </>
  );
}
