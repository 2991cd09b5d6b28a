/**
 * Quick order's table, pure: the lines read from the input, what the server said of each, the
 * status a line shows, and what "Add N lines to the cart" sends. No React, no fetch, no DOM.
 */
import type { QuickOrderLineResult } from '@anp/contract';
import { convertWeight } from '@anp/rules';
import { cartWeightUnit, type CartWeightUnit } from '@anp/rules/cart';
import type { ParsedLine, ParseProblem } from './parse';

/** A line of the table. */
export interface QuickLine {
  /** Stable key of the line (its place in the input when first read). */
  id: string;
  /** Row of the input it came from. */
  row: number;
  reference: string;
  quantityText: string;
  quantity: number | null;
  problem: ParseProblem | null;
  /** The server's judgement of the line as it is now; null before one (or after an edit). */
  result: QuickOrderLineResult | null;
  /** A check of this line is on its way. */
  checking: boolean;
}

/**
 * What a line shows: `unreadable` (fix it before it can be checked), `unchecked` (edited, not
 * checked again yet), `checking`, or the server's status.
 */
export type LineStatus =
  'unreadable' | 'unchecked' | 'checking' | 'ok' | 'unknown' | 'notOrderable' | 'quantityInvalid';

export function lineStatus(line: QuickLine): LineStatus {
  if (line.checking) return 'checking';
  if (line.problem) return 'unreadable';
  if (!line.result) return 'unchecked';
  return line.result.status;
}

/** Lines read from the input, ready for the table. */
export function toLines(parsed: readonly ParsedLine[], idPrefix = 'l'): QuickLine[] {
  return parsed.map((p, i) => ({
    ...p,
    id: `${idPrefix}${i}`,
    result: null,
    checking: false,
  }));
}

/** The lines a check sends: every readable one. */
export function checkable(lines: readonly QuickLine[]): QuickLine[] {
  return lines.filter((l) => l.problem === null && l.reference !== '');
}

/** Applies a check's answer (results in the order of `sent`). */
export function withResults(
  lines: readonly QuickLine[],
  sent: readonly QuickLine[],
  results: readonly QuickOrderLineResult[],
): QuickLine[] {
  const byId = new Map(sent.map((l, i) => [l.id, results[i]]));
  return lines.map((l) => {
    if (!byId.has(l.id)) return l;
    const result = byId.get(l.id) ?? null;
    return { ...l, result, checking: false };
  });
}

/** The items "Add N lines to the cart" sends: the ok lines, by SKU, in table order. */
export function addableItems(lines: readonly QuickLine[]): { sku: string; quantity: number }[] {
  return lines.flatMap((l) =>
    lineStatus(l) === 'ok' && l.result?.sku && l.quantity !== null
      ? [{ sku: l.result.sku, quantity: l.quantity }]
      : [],
  );
}

/** A line edited in place: read again, its judgement dropped until it is checked again. */
export function edited(
  line: QuickLine,
  change: { reference?: string; quantityText?: string },
  readQuantity: (text: string) => number | null,
): QuickLine {
  const reference = (change.reference ?? line.reference).trim();
  const quantityText = change.quantityText ?? line.quantityText;
  const quantity = readQuantity(quantityText);
  const problem: ParseProblem | null =
    reference === ''
      ? 'noReference'
      : quantityText.trim() === ''
        ? 'noQuantity'
        : quantity === null
          ? 'badQuantity'
          : null;
  return { ...line, reference, quantityText, quantity, problem, result: null };
}

/** The weight of a line in the cart's unit of the market (qq in Guatemala), or null. */
export function lineWeight(
  line: QuickLine,
  weightUnit: 'lb' | 'kg',
  country: string,
): { value: number; unit: CartWeightUnit } | null {
  const unitWeight = line.result?.unitWeight;
  if (unitWeight === null || unitWeight === undefined || line.quantity === null) return null;
  const unit = cartWeightUnit(country);
  return { value: convertWeight(unitWeight * line.quantity, weightUnit, unit), unit };
}

/** Counts for the summary: lines ready, lines needing attention. */
export function tally(lines: readonly QuickLine[]): { ready: number; attention: number } {
  let ready = 0;
  for (const l of lines) if (lineStatus(l) === 'ok') ready += 1;
  return { ready, attention: lines.length - ready };
}
