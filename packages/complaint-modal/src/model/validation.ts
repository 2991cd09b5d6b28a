/**
 * Which fields of the complaint form are empty or invalid (ordering.md §4 "fields show an error
 * until filled", §5 complaint form rules). Pure; "today" is a parameter.
 */
import { MAX_LOT_LENGTH, type ComplaintForm, type LineField, type ProductLine } from './form';

/** Longest texts the contract accepts (@anp/contract, support.ts). */
export const LIMITS = {
  subject: 200,
  caseComment: 4000,
  phoneNumber: 30,
  orderNumber: 20,
  qty: 10_000_000,
  affectedBag: 1_000_000,
} as const;

/** How far back a delivery may be (decision: complaints are about the last two years). */
export const OLDEST_DELIVERY_DAYS = 730;

export type FormField =
  | 'plant'
  | 'category'
  | 'subCategory'
  | 'orderNumber'
  | 'deliveryDate'
  | 'products'
  | 'subject'
  | 'caseComment'
  | 'phoneNumber';

export type LineProblemField = LineField | 'lotInput';

/** A field of the form, or of one product line (`line:<productId>:qty`). */
export type FieldId = FormField | `line:${string}:${LineProblemField}`;

export const lineFieldId = (productId: string, field: LineProblemField): FieldId =>
  `line:${productId}:${field}`;

export type ProblemCode =
  | 'required'
  | 'tooLong'
  | 'phoneInvalid'
  | 'orderNumberInvalid'
  | 'dateInvalid'
  | 'dateFuture'
  | 'dateTooOld'
  | 'numberInvalid'
  | 'qtyNotPositive'
  | 'tooLarge'
  | 'bagsWhole'
  | 'bagsNotPositive'
  | 'bagsMoreThanQty'
  | 'lotPending'
  | 'orderUnknown';

export interface Problem {
  field: FieldId;
  code: ProblemCode;
  /** Values for the message: `max` for limits, `name` of the product for line problems. */
  params?: Record<string, string | number>;
}

export interface ValidationContext {
  /** The user's local date, YYYY-MM-DD. */
  today: string;
  /** Category codes with the codes of their sub-categories (customerCase/configurations). */
  categories: readonly { code: string; subCategories: readonly { code: string }[] }[];
  /** Plant ids the account may choose (users/plants). */
  plantIds: readonly string[];
  /** Unit codes of caseOptions; a line's unit must be one of them. */
  unitCodes: readonly string[];
  /** The market's decimal separator: ',' in Brazil and Colombia (ordering.md §1), else '.'. */
  decimalSeparator: '.' | ',';
}

/**
 * A quantity as the user typed it, in the market's number format: `12.5` or `1,250.5` (en-US),
 * `12,5` or `1.250,5` (pt-BR). Grouping separators count only in groups of three, so "1,5" on an
 * en-US page is refused instead of being read as 15. null when not a number.
 */
export function parseDecimal(text: string, decimalSeparator: '.' | ','): number | null {
  const value = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (value === '') return null;
  const group = decimalSeparator === '.' ? ',' : '.';
  const [whole, fraction, ...rest] = value.split(decimalSeparator);
  if (rest.length > 0 || whole === undefined) return null;
  const wholeOk = /^\d+$/.test(whole) || new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole);
  const fractionOk = fraction === undefined || /^\d+$/.test(fraction);
  if (!wholeOk || !fractionOk) return null;
  return Number(`${whole.split(group).join('')}${fraction === undefined ? '' : `.${fraction}`}`);
}

/** Digits of a phone number, without the signs people type around them. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/**
 * A plausible phone number: digits with the usual signs (+ at the start, spaces, dots, dashes,
 * parentheses), 7 to 15 digits (a local number without area code has 7; E.164 allows 15), and an
 * optional extension ("ext. 12", "x12").
 */
export function isPlausiblePhone(phone: string): boolean {
  const text = phone.trim();
  const match = /^(\+?[0-9 ().\-/]+?)(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i.exec(text);
  if (!match?.[1]) return false;
  if (!/^\+?[(0-9]/.test(match[1])) return false;
  const digits = phoneDigits(match[1]).length;
  return digits >= 7 && digits <= 15;
}

/** Order numbers are letters, digits and dashes (SAP numbers, or a market's own prefix). */
const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return (
    parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d
  );
}

/** `date` moved by `days` calendar days, YYYY-MM-DD. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether the unit counts bags, so the affected bags cannot exceed the quantity. */
export const isBagUnit = (unit: string) => /^(bag|bags|bg|saco|sacos)$/i.test(unit.trim());

function lineProblems(line: ProductLine, ctx: ValidationContext): Problem[] {
  const out: Problem[] = [];
  const name = line.productName;
  const at = (
    field: LineProblemField,
    code: ProblemCode,
    params: Record<string, string | number> = {},
  ) => out.push({ field: lineFieldId(line.productId, field), code, params: { name, ...params } });

  const qty = parseDecimal(line.qty, ctx.decimalSeparator);
  if (line.acceptedBag) {
    // Whole bags, at least one: a product line of a complaint is a product that was affected.
    const typed = line.affectedBag.trim();
    if (typed === '') at('affectedBag', 'required');
    else if (!/^\d+$/.test(typed)) at('affectedBag', 'bagsWhole');
    else {
      const bags = Number(typed);
      if (bags <= 0) at('affectedBag', 'bagsNotPositive');
      else if (bags > LIMITS.affectedBag)
        at('affectedBag', 'tooLarge', { max: LIMITS.affectedBag });
      // Counted in bags, the quantity is how many bags came: no more of them can be affected.
      else if (qty !== null && qty > 0 && isBagUnit(line.unitOfMeasure) && bags > qty)
        at('affectedBag', 'bagsMoreThanQty', { max: qty });
    }
  }
  if (line.qty.trim() === '') at('qty', 'required');
  else if (qty === null) at('qty', 'numberInvalid');
  else if (qty <= 0) at('qty', 'qtyNotPositive');
  else if (qty > LIMITS.qty) at('qty', 'tooLarge', { max: LIMITS.qty });
  if (line.unitOfMeasure === '' || !ctx.unitCodes.includes(line.unitOfMeasure))
    at('unitOfMeasure', 'required');
  // A lot typed but not added would be lost without a word: ask for Add (or clearing it).
  if (line.lotInput.trim() !== '') {
    at('lotInput', line.lotInput.trim().length > MAX_LOT_LENGTH ? 'tooLong' : 'lotPending', {
      max: MAX_LOT_LENGTH,
    });
  }
  return out;
}

function textProblem(field: FormField, value: string, max: number): Problem | null {
  const text = value.trim();
  if (text === '') return { field, code: 'required' };
  if (text.length > max) return { field, code: 'tooLong', params: { max } };
  return null;
}

/**
 * Every problem of the form, in the order the fields appear (so the first one is where focus
 * goes on Submit). An empty list means the form may be submitted.
 */
export function validateForm(form: ComplaintForm, ctx: ValidationContext): Problem[] {
  const out: Problem[] = [];
  const push = (problem: Problem | null) => {
    if (problem) out.push(problem);
  };

  if (form.plant === '' || !ctx.plantIds.includes(form.plant))
    push({ field: 'plant', code: 'required' });
  const category = ctx.categories.find((c) => c.code === form.category);
  if (!category) push({ field: 'category', code: 'required' });
  if (!category?.subCategories.some((s) => s.code === form.subCategory))
    push({ field: 'subCategory', code: 'required' });

  if (form.aboutOrder) {
    const orderNumber = form.orderNumber.trim();
    if (orderNumber === '') push({ field: 'orderNumber', code: 'required' });
    else if (orderNumber.length > LIMITS.orderNumber)
      push({ field: 'orderNumber', code: 'tooLong', params: { max: LIMITS.orderNumber } });
    else if (!ORDER_NUMBER.test(orderNumber))
      push({ field: 'orderNumber', code: 'orderNumberInvalid' });
    const date = form.deliveryDate;
    if (date === null || date === '') push({ field: 'deliveryDate', code: 'required' });
    else if (!isRealDate(date)) push({ field: 'deliveryDate', code: 'dateInvalid' });
    else if (date > ctx.today) push({ field: 'deliveryDate', code: 'dateFuture' });
    else if (date < shiftDate(ctx.today, -OLDEST_DELIVERY_DAYS))
      push({ field: 'deliveryDate', code: 'dateTooOld' });
  }

  if (form.lines.length === 0) push({ field: 'products', code: 'required' });
  for (const line of form.lines) out.push(...lineProblems(line, ctx));

  push(textProblem('subject', form.subject, LIMITS.subject));
  push(textProblem('caseComment', form.caseComment, LIMITS.caseComment));
  const phone = form.phoneNumber.trim();
  if (phone === '') push({ field: 'phoneNumber', code: 'required' });
  else if (phone.length > LIMITS.phoneNumber || !isPlausiblePhone(phone))
    push({ field: 'phoneNumber', code: 'phoneInvalid' });
  return out;
}

/** The first problem of each field (a field shows one message at a time). */
export function problemsByField(problems: readonly Problem[]): Map<FieldId, Problem> {
  const map = new Map<FieldId, Problem>();
  for (const p of problems) if (!map.has(p.field)) map.set(p.field, p);
  return map;
}

/**
 * The field a refused submit names (the reference API's 400 `field`, `body.orderNumber`,
 * `body.products.1.unitOfMeasure`) as a problem of the form, so it is shown at the field. The
 * server is the authority on what only it knows: whether the order is one of the account's.
 */
export function problemFromServer(
  field: string | undefined,
  form: Pick<ComplaintForm, 'lines'>,
): Problem | null {
  if (!field?.startsWith('body.')) return null;
  const path = field.slice('body.'.length).split('.');
  const [head, index, leaf] = path;
  switch (head) {
    case 'orderNumber':
      return { field: 'orderNumber', code: 'orderUnknown' };
    case 'deliveryDate':
      return { field: 'deliveryDate', code: 'dateInvalid' };
    case 'phoneNumber':
      return { field: 'phoneNumber', code: 'phoneInvalid' };
    case 'plant':
    case 'category':
    case 'subCategory':
    case 'subject':
    case 'caseComment':
      return { field: head, code: 'required' };
    case 'products': {
      const line = form.lines[Number(index)];
      if (!line) return { field: 'products', code: 'required' };
      const lineField: LineProblemField | null =
        leaf === 'qty' || leaf === 'affectedBag' || leaf === 'unitOfMeasure' ? leaf : null;
      return lineField
        ? {
            field: lineFieldId(line.productId, lineField),
            code: 'required',
            params: { name: line.productName },
          }
        : null;
    }
    default:
      return null;
  }
}
