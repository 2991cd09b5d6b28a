/**
 * The quantity entry of one product row: what the user typed (a count, or pallets when the
 * full-pallet box is ticked), what it amounts to, what is wrong with it, and the line that goes
 * to POST cart/addItems. The quantity rules themselves are the cart's (`@anp/rules/cart`,
 * ordering.md §4 full-pallet checkbox, §5 quantity rules); this only applies them to the entry.
 */
import {
  fullPalletState,
  isCounted,
  palletsOf,
  palletsToQuantity,
  quantityError,
  stepQuantity,
  type FullPalletState,
  type QuantityErrorKind,
  type QuantityRules,
} from '@anp/rules/cart';
import type { CartLineInput, Product } from '@anp/core/services/cart';
import { entryText, parseEntry } from './catalogue';

/** What the user typed in one row; texts, so "1," or "" stay as typed. */
export interface Entry {
  quantity: string;
  pallets: string;
  /** The full-pallet box as the user left it (pallet-only products are always ticked). */
  fullPallet: boolean;
  /** The user left a field or pressed Add: rule problems show from now on. */
  touched: boolean;
  /** The user pressed Add: an empty entry is a problem too. */
  submitted: boolean;
}

export const EMPTY_ENTRY: Entry = {
  quantity: '',
  pallets: '',
  fullPallet: false,
  touched: false,
  submitted: false,
};

export function rulesOf(product: Product): QuantityRules {
  return {
    minQuantity: product.minQuantity,
    increment: product.increment,
    perPalletCount: product.perPalletCount,
    isPallet: product.isPallet,
    isPalletAndNonPalletAllowed: product.isPalletAndNonPalletAllowed,
  };
}

/** Whether the entry counts in pallets: ticked by the user, or locked for pallet-only items. */
export function countsPallets(entry: Entry, rules: QuantityRules): boolean {
  const state: FullPalletState = fullPalletState(rules);
  if (state === 'not-active-pointer') return true;
  return state === 'active' && entry.fullPallet;
}

/** An entry holding `quantity` (the recently ordered prefill), in pallets where they count. */
export function entryFor(rules: QuantityRules, quantity: number | null = null): Entry {
  const pallets = fullPalletState(rules) === 'not-active-pointer';
  if (quantity === null || !isCounted(quantity)) {
    return { ...EMPTY_ENTRY, fullPallet: pallets };
  }
  return {
    quantity: entryText(quantity),
    pallets: pallets ? entryText(palletsOf(quantity, rules.perPalletCount)) : '',
    fullPallet: pallets,
    touched: false,
    submitted: false,
  };
}

/** Problems of an entry: the cart's rule errors, plus two of the entry itself. */
export type EntryProblem = QuantityErrorKind | 'NOT_A_NUMBER' | 'EMPTY';

export interface ReadEntry {
  /** The count the line adds; null when nothing (valid) is entered. */
  quantity: number | null;
  /** Pallets, when the entry counts in pallets. */
  pallets: number | null;
  inPallets: boolean;
  /** `EMPTY` only matters when adding; the other problems show once the field was left. */
  problem: EntryProblem | null;
}

export function readEntry(entry: Entry, rules: QuantityRules): ReadEntry {
  const inPallets = countsPallets(entry, rules);
  const typed = parseEntry(inPallets ? entry.pallets : entry.quantity);
  if (typed !== null && Number.isNaN(typed)) {
    return { quantity: null, pallets: null, inPallets, problem: 'NOT_A_NUMBER' };
  }
  const pallets = inPallets ? typed : null;
  const quantity =
    inPallets && pallets !== null ? palletsToQuantity(pallets, rules.perPalletCount) : typed;
  if (!isCounted(quantity)) return { quantity: null, pallets, inPallets, problem: 'EMPTY' };
  const error = quantityError(quantity, {
    ...rules,
    fullPallet: inPallets,
    ...(pallets !== null ? { pallets } : {}),
  });
  return { quantity, pallets, inPallets, problem: error };
}

/** The problem to show now: rule problems once the field was left, "empty" once Add was pressed. */
export function visibleProblem(entry: Entry, read: ReadEntry): EntryProblem | null {
  if (read.problem === null || !entry.touched) return null;
  return read.problem === 'EMPTY' && !entry.submitted ? null : read.problem;
}

/** The addItems line of a valid entry; null while it has a problem. */
export function lineOf(sku: string, entry: Entry, rules: QuantityRules): CartLineInput | null {
  const read = readEntry(entry, rules);
  if (read.problem !== null || read.quantity === null) return null;
  return read.inPallets && read.pallets !== null
    ? { sku, quantity: read.quantity, pallets: read.pallets, fullPallet: true }
    : { sku, quantity: read.quantity };
}

/**
 * Ticks or unticks the full-pallet box. Ticking turns the count into whole pallets (rounded up,
 * at least one, so the amount shown next to it never drops below what was typed); unticking
 * keeps the amount the pallets came to.
 */
export function withFullPallet(entry: Entry, ticked: boolean, rules: QuantityRules): Entry {
  if (fullPalletState(rules) !== 'active') return entry;
  const read = readEntry(entry, rules);
  if (ticked) {
    const pallets =
      read.quantity === null
        ? 1
        : Math.max(1, Math.ceil(palletsOf(read.quantity, rules.perPalletCount)));
    return { ...entry, fullPallet: true, pallets: entryText(pallets) };
  }
  return {
    ...entry,
    fullPallet: false,
    quantity: read.quantity === null ? entry.quantity : entryText(read.quantity),
  };
}

/**
 * The - / + buttons: the cart's stepper over the amount (steps of the increment, or of a pallet
 * when counting pallets). An unreadable entry steps from nothing.
 */
export function stepEntry(entry: Entry, rules: QuantityRules, direction: 1 | -1): Entry {
  const read = readEntry(entry, rules);
  const next = stepQuantity(read.quantity, { ...rules, fullPallet: read.inPallets }, direction);
  if (read.inPallets) {
    return { ...entry, pallets: next > 0 ? entryText(palletsOf(next, rules.perPalletCount)) : '' };
  }
  return { ...entry, quantity: next > 0 ? entryText(next) : '' };
}
