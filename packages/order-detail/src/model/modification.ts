/**
 * The modify page's working copy of a modified-order draft (ordering.md §2 route
 * orders/{orderNr}/modify, §4 order modification): quantities by the cart's rules (ordering.md §5,
 * shared through `@anp/rules/cart`), 0 removes a line and at least one must stay, the requested
 * date by the plant's calendar, PO and delivery instructions; what the page sends, and what
 * changed compared with the order as placed. Pure: no React, no fetch, no clock.
 */
import {
  DEFAULT_NOTE_MAX_LENGTH,
  dateProblem,
  deliveryInstructionError,
  quantityError,
  type DateProblem,
  type DeliveryRule,
  type LineQuantityRules,
  type QuantityErrorKind,
} from '@anp/rules/cart';
import type { ModifiedOrderDraft, OrderDetail, UpdateModifiedOrder } from '@anp/contract';

/** The PO length the contract accepts (UpdateModifiedOrder.po). */
export const PO_MAX_LENGTH = 35;

export interface ModifyLine {
  sku: string;
  title: string;
  /** What the field holds: a count, or null while it is empty. */
  quantity: number | null;
  /** The quantity of the order as placed. */
  originalQuantity: number;
  rules: LineQuantityRules;
  unitOfMeasure: string;
}

export interface ModifyForm {
  orderNumber: string;
  lines: ModifyLine[];
  requestedDate: string;
  po: string;
  note: string;
}

/** The order as placed, to tell what the user changed. */
export type ModifyBaseline = Pick<OrderDetail, 'requestedDate' | 'po' | 'note'> & {
  productOrders: readonly Pick<OrderDetail['productOrders'][number], 'sku' | 'quantity'>[];
};

/** A line's quantity rules from the draft (pallet-only lines step and count in pallets). */
export function lineRules(line: ModifiedOrderDraft['lines'][number]): LineQuantityRules {
  return {
    minQuantity: line.minQuantity,
    increment: line.increment,
    perPalletCount: line.perPalletCount,
    isPallet: line.isPallet,
    isPalletAndNonPalletAllowed: false,
  };
}

/** The working copy of a draft as the server keeps it. */
export function formOfDraft(draft: ModifiedOrderDraft): ModifyForm {
  return {
    orderNumber: draft.orderNumber,
    lines: draft.lines.map((line) => ({
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      originalQuantity: line.originalQuantity,
      rules: lineRules(line),
      unitOfMeasure: line.unitOfMeasure,
    })),
    requestedDate: draft.requestedDate,
    po: draft.po,
    note: draft.note,
  };
}

/**
 * What the user typed in a line's quantity field: a count (whole units, ordering.md §5), null
 * while the field is empty, or `'invalid'` for anything else, which stays on screen as typed.
 */
export function parseCount(raw: string): number | null | 'invalid' {
  const value = raw.trim();
  if (value === '') return null;
  return /^\d{1,7}$/.test(value) ? Number(value) : 'invalid';
}

/** A line with another quantity (null empties the field). */
export function withQuantity(form: ModifyForm, sku: string, quantity: number | null): ModifyForm {
  return {
    ...form,
    lines: form.lines.map((line) => (line.sku === sku ? { ...line, quantity } : line)),
  };
}

/** Lines that stay on the order: a count above zero. An empty field is a problem, not a removal. */
export function keptLines(form: Pick<ModifyForm, 'lines'>): ModifyLine[] {
  return form.lines.filter((line) => line.quantity !== null && line.quantity > 0);
}

export type LineProblem = QuantityErrorKind | 'EMPTY';

/** The date rules of the order's plant, when the page could read them. */
export interface DateRules {
  rule: DeliveryRule;
  /** Today at the plant, YYYY-MM-DD. */
  today: string;
  daySpan: number;
}

export interface ModifyProblems {
  /** Per SKU: an empty field, or the cart's quantity rule it breaks (0 is a removal, no problem). */
  lines: Readonly<Record<string, LineProblem>>;
  /** Every line is at 0: an order keeps at least one product (cancelling is not a change). */
  noLines: boolean;
  /** A new requested date the plant cannot serve; null when unchanged or the rules are unknown. */
  date: DateProblem | null;
  po: 'TOO_LONG' | null;
  note: 'INVALID' | null;
  /** How many problems in all, for the summary above the buttons. */
  count: number;
}

/**
 * What stands between the working copy and a change the server can accept. The requested date is
 * judged only when the user changed it: an order placed for a date that is now inside the lead
 * time keeps its date (the plant already planned it), and the server stays the authority.
 */
export function validateModification(
  form: ModifyForm,
  context: {
    /** The order's requested date as placed. */
    originalDate: string;
    dateRules: DateRules | null;
    noteMaxLength?: number;
  },
): ModifyProblems {
  const lines: Record<string, LineProblem> = {};
  for (const line of form.lines) {
    if (line.quantity === null) {
      lines[line.sku] = 'EMPTY';
      continue;
    }
    const kind = quantityError(line.quantity, line.rules);
    if (kind) lines[line.sku] = kind;
  }
  const noLines = form.lines.every((line) => line.quantity === 0);
  const { dateRules } = context;
  const date =
    form.requestedDate === context.originalDate
      ? null
      : dateRules
        ? dateProblem(form.requestedDate, dateRules.rule, dateRules.today, dateRules.daySpan)
        : /^\d{4}-\d{2}-\d{2}$/.test(form.requestedDate)
          ? null
          : 'INVALID';
  const po = Array.from(form.po).length > PO_MAX_LENGTH ? 'TOO_LONG' : null;
  const note = deliveryInstructionError(form.note, context.noteMaxLength ?? DEFAULT_NOTE_MAX_LENGTH)
    ? 'INVALID'
    : null;
  const count =
    Object.keys(lines).length + (noLines ? 1 : 0) + (date ? 1 : 0) + (po ? 1 : 0) + (note ? 1 : 0);
  return { lines, noLines, date, po, note, count };
}

/**
 * The call that saves (`apply` false) or submits (`apply` true) the working copy: every line with
 * its quantity (0 removes it), the date, PO and note. PO and note are sent trimmed.
 */
export function updateOf(form: ModifyForm, apply: boolean): UpdateModifiedOrder {
  return {
    orderNumber: form.orderNumber,
    lines: form.lines.map((line) => ({ sku: line.sku, quantity: line.quantity ?? 0 })),
    requestedDate: form.requestedDate,
    po: form.po.trim(),
    note: form.note.trim(),
    apply,
  };
}

export type ModifyChange =
  | { kind: 'quantity'; sku: string; title: string; from: number; to: number }
  | { kind: 'removed'; sku: string; title: string; from: number }
  | { kind: 'requestedDate'; from: string; to: string }
  | { kind: 'po'; from: string; to: string }
  | { kind: 'note'; from: string; to: string };

/**
 * What the working copy changes compared with the order as placed, in the page's order: lines
 * (in order), then date, PO and note. An empty field counts as unchanged until the user types.
 */
export function changesOf(form: ModifyForm, baseline: ModifyBaseline): ModifyChange[] {
  const changes: ModifyChange[] = [];
  for (const line of form.lines) {
    const placed =
      baseline.productOrders.find((p) => p.sku === line.sku)?.quantity ?? line.originalQuantity;
    if (line.quantity === null || line.quantity === placed) continue;
    changes.push(
      line.quantity === 0
        ? { kind: 'removed', sku: line.sku, title: line.title, from: placed }
        : { kind: 'quantity', sku: line.sku, title: line.title, from: placed, to: line.quantity },
    );
  }
  if (form.requestedDate !== baseline.requestedDate)
    changes.push({ kind: 'requestedDate', from: baseline.requestedDate, to: form.requestedDate });
  const po = form.po.trim();
  if (po !== (baseline.po ?? '').trim())
    changes.push({ kind: 'po', from: baseline.po ?? '', to: po });
  const note = form.note.trim();
  if (note !== (baseline.note ?? '').trim())
    changes.push({ kind: 'note', from: baseline.note ?? '', to: note });
  return changes;
}

/** Whether two working copies would save the same draft (the page's "unsaved changes"). */
export function sameForm(a: ModifyForm, b: ModifyForm): boolean {
  const x = updateOf(a, false);
  const y = updateOf(b, false);
  return (
    x.requestedDate === y.requestedDate &&
    x.po === y.po &&
    x.note === y.note &&
    (x.lines ?? []).length === (y.lines ?? []).length &&
    (x.lines ?? []).every(
      (line, i) => line.sku === y.lines?.[i]?.sku && line.quantity === y.lines[i]?.quantity,
    ) &&
    // An empty field is not the same as a 0 already saved.
    a.lines.every((line, i) => (line.quantity === null) === (b.lines[i]?.quantity === null))
  );
}
