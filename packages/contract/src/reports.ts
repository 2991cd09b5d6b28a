/**
 * Reports (shell-and-admin.md §7 reports/embedconfig, reports/embedReports; issue 16): the list
 * of reports the user may open for the selected account, and per report either a kit-native report
 * (its numbers, which the kit draws with @anp/ui/charts) or an external embed (a frame address
 * with a short-lived embed token the kit renews before it expires, without reloading the frame).
 *
 * Every call acts for one account: the X-Account-Id header, else the user's selected account; an
 * account the user is not linked to answers 404 like a missing one. Texts (titles, series and
 * category names) are in the caller's language; amounts in the account's currency; weights in
 * the market's ton (short tons in the US, metric tons elsewhere).
 */
import { Type, type Static } from 'typebox';

/** The kit-native reports. */
export const NativeReportId = Type.Union([
  Type.Literal('tonsPerMonth'),
  Type.Literal('spendByCategory'),
  Type.Literal('openOrdersByStatus'),
  Type.Literal('onTimeDelivery'),
  Type.Literal('accountAgeing'),
]);
export type NativeReportId = Static<typeof NativeReportId>;

const reportId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** One entry of the report list. */
export const ReportEntry = Type.Object({
  id: reportId,
  kind: Type.Union([Type.Literal('native'), Type.Literal('embed')]),
  title: Type.String(),
  description: Type.String(),
});
export type ReportEntry = Static<typeof ReportEntry>;

/** GET reports/embedconfig: the reports of the account, in the order to show them. */
export const EmbedConfig = Type.Object({
  accountId: Type.String(),
  reports: Type.Array(ReportEntry),
});
export type EmbedConfig = Static<typeof EmbedConfig>;

/** GET reports/embedReports?reportId=: which report. */
export const EmbedReportsQuery = Type.Object({ reportId }, { additionalProperties: false });
export type EmbedReportsQuery = Static<typeof EmbedReportsQuery>;

/** How the values of a native report are written: a weight, an amount of money, a count. */
export const ReportMeasure = Type.Union([
  Type.Literal('weight'),
  Type.Literal('money'),
  Type.Literal('count'),
]);
export type ReportMeasure = Static<typeof ReportMeasure>;

/** The ton a weight is in: US short tons (2,000 lb), metric tons (1,000 kg) elsewhere. */
export const ReportWeightUnit = Type.Union([Type.Literal('shortTon'), Type.Literal('metricTon')]);
export type ReportWeightUnit = Static<typeof ReportWeightUnit>;

/**
 * A category of a native report: `month` categories have `key` YYYY-MM and the kit writes them in
 * the page's language; `text` categories show `label` as given (text, never HTML).
 */
export const ReportCategory = Type.Object({
  key: Type.String(),
  label: Type.String(),
});
export type ReportCategory = Static<typeof ReportCategory>;

export const ReportSeries = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** One value per category, in the categories' order. */
  values: Type.Array(Type.Number()),
});
export type ReportSeries = Static<typeof ReportSeries>;

/** A kit-native report: the numbers and how to draw them. */
export const NativeReport = Type.Object({
  kind: Type.Literal('native'),
  id: NativeReportId,
  title: Type.String(),
  description: Type.String(),
  /** Today in the account's market: the figures are as of this date. */
  asOf: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  chart: Type.Union([
    Type.Literal('bar'),
    Type.Literal('bar-horizontal'),
    Type.Literal('line'),
    Type.Literal('donut'),
  ]),
  stacked: Type.Boolean(),
  measure: ReportMeasure,
  /** With measure `weight`. */
  weightUnit: Type.Optional(ReportWeightUnit),
  /** With measure `money`: ISO 4217. */
  currency: Type.Optional(Type.String()),
  categoryType: Type.Union([Type.Literal('month'), Type.Literal('text')]),
  /** Header of the category column (table, CSV), e.g. "Month". */
  categoryLabel: Type.String(),
  categories: Type.Array(ReportCategory),
  series: Type.Array(ReportSeries),
});
export type NativeReport = Static<typeof NativeReport>;

/**
 * An external report shown in a frame. The kit loads `embedUrl` in a sandboxed frame, then gives
 * it the token by postMessage (`{ type: 'anp-embed-token', token, expiresAt }`, to `origin` only)
 * when the frame says it is ready (`{ type: 'anp-embed-ready' }`) and again after each renewal: it
 * asks embedReports for a new token before `expiresAt` (`renewBefore` seconds ahead).
 */
export const EmbedReport = Type.Object({
  kind: Type.Literal('embed'),
  id: reportId,
  title: Type.String(),
  description: Type.String(),
  embedUrl: Type.String(),
  /** The frame's origin: messages go to it only, and only its messages are read. */
  origin: Type.String(),
  token: Type.String(),
  /** ISO instant. */
  expiresAt: Type.String(),
  /** Seconds before `expiresAt` at which to renew. */
  renewBefore: Type.Integer({ minimum: 0 }),
});
export type EmbedReport = Static<typeof EmbedReport>;

/** GET reports/embedReports: one report. */
export const ReportBody = Type.Union([NativeReport, EmbedReport]);
export type ReportBody = Static<typeof ReportBody>;

/** GET reports/embed/data (the embed page's own call, with its token): the frame's figures. */
export const EmbedData = Type.Object({
  title: Type.String(),
  accountName: Type.String(),
  expiresAt: Type.String(),
  rows: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
});
export type EmbedData = Static<typeof EmbedData>;
