import type {
  Account,
  EmbedConfig,
  EmbedReport,
  NativeReport,
  ReportEntry,
  UserContext,
} from '@anp/contract';
import { fixtureAccount, fixtureContext, type FakeRoutes } from '@anp/core/testing';

/** Test and story data: a US feed retailer's account and context. */
export const ACCOUNT: Account = fixtureAccount();

export const contextWith = (account: Account | null): UserContext => fixtureContext(account);

const MONTHS = Array.from({ length: 24 }, (_v, i) => {
  const d = new Date(Date.UTC(2024, 11 + i, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
});

/** Two years of monthly tons, deterministic: a spring peak each year. */
export const TONS_PER_MONTH: NativeReport = {
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
  categories: MONTHS.map((m) => ({ key: m, label: m })),
  series: [
    {
      key: 'tons',
      label: 'Tons',
      values: MONTHS.map((_m, i) => 40 + ((i * 37) % 25) + (i % 12 >= 3 && i % 12 <= 5 ? 20 : 0)),
    },
  ],
};

export const SPEND_BY_CATEGORY: NativeReport = {
  kind: 'native',
  id: 'spendByCategory',
  title: 'Spend by product category',
  description: 'Order value by product category, the last twelve months.',
  asOf: '2026-11-20',
  chart: 'bar-horizontal',
  stacked: false,
  measure: 'money',
  currency: 'USD',
  categoryType: 'text',
  categoryLabel: 'Product category',
  categories: [
    { key: 'Complete Feed', label: 'Complete feed' },
    { key: 'Premix', label: 'Vitamin and mineral premix' },
    { key: 'Base Mix', label: 'Base mix' },
  ],
  series: [{ key: 'spend', label: 'Spend', values: [48250.5, 12110, 2400] }],
};

export const ON_TIME: NativeReport = {
  kind: 'native',
  id: 'onTimeDelivery',
  title: 'On-time delivery',
  description: 'Delivered orders each month: on or before the requested date, or late.',
  asOf: '2026-11-20',
  chart: 'bar',
  stacked: true,
  measure: 'count',
  categoryType: 'month',
  categoryLabel: 'Month',
  categories: MONTHS.slice(12).map((m) => ({ key: m, label: m })),
  series: [
    { key: 'onTime', label: 'On time', values: [9, 11, 10, 12, 8, 10, 11, 9, 12, 10, 11, 13] },
    { key: 'late', label: 'Late', values: [1, 0, 2, 1, 3, 1, 0, 2, 1, 1, 0, 1] },
  ],
};

export const EMBED: EmbedReport = {
  kind: 'embed',
  id: 'accountOverview',
  title: 'Account overview (external)',
  description: 'A report of the external reporting service, shown in a frame.',
  embedUrl: 'https://reports.example.test/embed/page',
  origin: 'https://reports.example.test',
  token: 'token-1',
  expiresAt: '2026-11-20T16:10:00.000Z',
  renewBefore: 60,
};

const NATIVE: readonly NativeReport[] = [TONS_PER_MONTH, SPEND_BY_CATEGORY, ON_TIME];

export const REPORT_LIST: ReportEntry[] = [
  ...NATIVE.map(({ id, title, description }) => ({
    id,
    kind: 'native' as const,
    title,
    description,
  })),
  { id: EMBED.id, kind: 'embed', title: EMBED.title, description: EMBED.description },
];

/** The reads of the widget over a fake backend: the list, three native reports and the embed. */
export function reportsRoutes(
  options: { reports?: ReportEntry[]; embed?: () => EmbedReport } = {},
): FakeRoutes {
  const list: EmbedConfig = { accountId: ACCOUNT.id, reports: options.reports ?? REPORT_LIST };
  return {
    'GET users/context': () => contextWith(ACCOUNT),
    'GET reports/embedconfig': () => list,
    'GET reports/embedReports': (call) => {
      const id = call.query.get('reportId');
      if (id === EMBED.id) return options.embed ? options.embed() : EMBED;
      return (
        NATIVE.find((r) => r.id === id) ?? {
          status: 404,
          body: { code: 'NOT_FOUND', message: 'No such report' },
        }
      );
    },
  };
}
