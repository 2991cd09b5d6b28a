/**
 * The digital pages' pure rules (shell-and-admin.md §2 nutritioncloud, research, porkdocuments):
 * why a page was refused, which launch links are safe to open, a trial's chart and its numbers
 * in the market's format.
 */
import { formatNumber, type DigitalRefusal } from '@anp/rules';
import type { TrialSummary } from '@anp/core/services/entitlements';

/** What the server's 403 says about the refusal ("… (businessUnit)"); entitlement by default. */
export function refusalOf(message: string | null | undefined): DigitalRefusal {
  const found = /\((businessUnit|role|entitlement)\)\s*$/.exec(message ?? '');
  return (found?.[1] as DigitalRefusal | undefined) ?? 'entitlement';
}

/**
 * The launch link, if it is safe to open from the portal: an absolute https URL without
 * credentials. Anything else (javascript:, data:, http:, relative) is not offered.
 */
export function safeLaunchUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** The digits a trial's values are written with: as many as its most precise value, 0 to 2. */
export function digitsOf(values: readonly number[]): number {
  let digits = 0;
  for (const value of values) {
    const text = String(value);
    const dot = text.indexOf('.');
    if (dot >= 0) digits = Math.max(digits, Math.min(2, text.length - dot - 1));
  }
  return digits;
}

/** A trial's value as the market writes it, with its unit ("2,91 lb", "425 g/day", "12.4"). */
export function formatTrialValue(
  value: number,
  trial: Pick<TrialSummary, 'unit' | 'results'>,
  country: string,
): string {
  const number = formatNumber(value, country, digitsOf(trial.results.map((r) => r.value)));
  if (!trial.unit) return number;
  return trial.unit === '%' ? `${number}%` : `${number} ${trial.unit}`;
}

/** A trial as a chart's numbers: one bar per treatment, one series named by the measure. */
export function trialChartData(trial: TrialSummary) {
  return {
    categories: trial.results.map((r) => r.treatment),
    series: [{ key: trial.id, label: trial.measure, values: trial.results.map((r) => r.value) }],
  };
}

/** The treatment with the highest value (the table's "highest" column). */
export function highestResult(trial: TrialSummary): TrialSummary['results'][number] | null {
  let best: TrialSummary['results'][number] | null = null;
  for (const result of trial.results) if (!best || result.value > best.value) best = result;
  return best;
}
