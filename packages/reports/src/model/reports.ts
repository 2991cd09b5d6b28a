/**
 * The reports' rules, pure: no React, no fetch, no DOM, no clock. A kit-native report arrives as
 * numbers (reports/embedReports, shell-and-admin.md §7); these turn it into a chart's data and
 * formats in the market's way (ordering.md §1: DD-MMM-YYYY dates, the market's number format and
 * currency, tons or metric tons), and time the renewal of an embed's token.
 */
import type { NativeReport } from '@anp/contract';
import { formatDisplayDate, formatMoney, formatNumber, type Language } from '@anp/core';

/** What @anp/ui/charts draws: categories as display text and the series. */
export interface ReportChartData {
  categories: string[];
  series: { key: string; label: string; values: number[] }[];
}

/**
 * A month (YYYY-MM) as the market writes it, the display date without its day: `Mar-2026`,
 * `Abr-2026`, `3월-2026`. Anything else is returned as given.
 */
export function monthLabel(key: string, lang: Language): string {
  if (!/^\d{4}-\d{2}$/.test(key)) return key;
  const date = formatDisplayDate(`${key}-01`, lang);
  return date === '' ? key : date.slice(3);
}

/** The chart data of a report: month categories written in the page's language. */
export function chartDataOf(report: NativeReport, lang: Language): ReportChartData {
  return {
    categories: report.categories.map((c) =>
      report.categoryType === 'month' ? monthLabel(c.key, lang) : c.label,
    ),
    series: report.series.map((s) => ({ key: s.key, label: s.label, values: [...s.values] })),
  };
}

export interface ReportFormats {
  /** A value in full (table, labels, summary). */
  value: (v: number) => string;
  /** A value on the axis: whole numbers. */
  tick: (v: number) => string;
}

/**
 * How a report's values are written in a market: weights with two decimals and the ton's symbol
 * (`unit`: "tons" or "t", from the strings), money in the market's currency, counts whole.
 */
export function reportFormats(
  report: Pick<NativeReport, 'measure' | 'weightUnit'>,
  country: string,
  unit: (weightUnit: NonNullable<NativeReport['weightUnit']>) => string,
): ReportFormats {
  const tick = (v: number) => formatNumber(v, country, 0);
  if (report.measure === 'money') return { value: (v) => formatMoney(v, country), tick };
  if (report.measure === 'weight') {
    const symbol = unit(report.weightUnit ?? 'metricTon');
    return { value: (v) => `${formatNumber(v, country, 2)} ${symbol}`, tick };
  }
  return { value: tick, tick };
}

/** Never renew sooner than this: a clock or a lifetime that is off must not make a busy loop. */
export const MIN_RENEW_DELAY_MS = 5_000;

/**
 * Milliseconds from `now` until an embed token should be renewed: `renewBefore` seconds ahead of
 * its expiry, at the earliest {@link MIN_RENEW_DELAY_MS} from now; a bad expiry renews then too.
 */
export function renewDelayMs(expiresAt: string, renewBefore: number, now: number): number {
  const expiry = Date.parse(expiresAt);
  if (!Number.isFinite(expiry)) return MIN_RENEW_DELAY_MS;
  return Math.max(MIN_RENEW_DELAY_MS, expiry - renewBefore * 1000 - now);
}

/** The messages the embed frame and the kit exchange (contract: EmbedReport). */
export type EmbedMessage = { type: 'anp-embed-ready' };

/** Whether a message from the frame says it is ready for its token. */
export function isReadyMessage(data: unknown): data is EmbedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'anp-embed-ready'
  );
}
