/**
 * The complaint form's state and its reducer (ordering.md §3 Complaint case payload, Complaint
 * product line, Product option; §4 Complaint form; §5). Pure: no React, no fetch, no DOM, no clock.
 */

import { MAX_LOTS, MAX_LOT_LENGTH, MAX_PRODUCTS } from './limits';

export { MAX_LOTS, MAX_LOT_LENGTH, MAX_PRODUCTS };

/** A product the user can complain about, as the product search answers it (§3 Product option). */
export interface ProductChoice {
  sku: string;
  title: string;
  packageType: string;
  /** The product ships in bags: its line asks for the affected bags. */
  acceptedBag: boolean;
}

/** Why an Add of a lot number did nothing; the field says so until the user types again. */
export type LotRefusal = 'limit' | 'duplicate' | 'tooLong';

/** One line per selected product (§3 Complaint product line), with what the user typed as text. */
export interface ProductLine {
  productId: string;
  productName: string;
  packageType: string;
  acceptedBag: boolean;
  /** Bags affected, as typed ('' when not asked). */
  affectedBag: string;
  /** Quantity, as typed. */
  qty: string;
  /** A unit code of caseOptions' unitsOfMeasure, or ''. */
  unitOfMeasure: string;
  lotNumbers: string[];
  /** The lot number being typed (§3 Product option `input`). */
  lotInput: string;
  lotRefusal: LotRefusal | null;
}

export interface ComplaintForm {
  /** A plant id of users/plants, or ''. */
  plant: string;
  category: string;
  subCategory: string;
  subject: string;
  /** "This is about an order" (orderQuestionCB): reveals order number and delivery date. */
  aboutOrder: boolean;
  orderNumber: string;
  /** YYYY-MM-DD, or null. */
  deliveryDate: string | null;
  /** The product search text (§3 Product option `input`). */
  productSearch: string;
  /** The selected products in the order chosen; their names are the chips (`productChips`). */
  lines: ProductLine[];
  /** Set when a product could not be added because the complaint already has the most. */
  productRefusal: 'limit' | null;
  caseComment: string;
  phoneNumber: string;
}

/** What a new or reset form starts with. */
export interface FormDefaults {
  /** The user's own number (profile phone or mobile), so most users need not type it. */
  phoneNumber?: string | null;
  /** Preselected when the account has exactly one plant. */
  plant?: string | null;
}

export type TextField = 'subject' | 'caseComment' | 'phoneNumber' | 'orderNumber' | 'productSearch';
export type LineField = 'affectedBag' | 'qty' | 'unitOfMeasure';

export type FormAction =
  | { type: 'setPlant'; plant: string }
  | { type: 'setCategory'; category: string }
  | { type: 'setSubCategory'; subCategory: string }
  | { type: 'setText'; field: TextField; value: string }
  | { type: 'setAboutOrder'; aboutOrder: boolean }
  | { type: 'setDeliveryDate'; date: string | null }
  /** An order of the recent-orders list: its number, and its delivery date when none is set. */
  | { type: 'pickRecentOrder'; orderNumber: string; deliveryDate: string | null }
  | { type: 'toggleProduct'; product: ProductChoice; defaultUnit?: string }
  | { type: 'removeProduct'; productId: string }
  | { type: 'setLine'; productId: string; field: LineField; value: string }
  | { type: 'setLotInput'; productId: string; value: string }
  | { type: 'addLot'; productId: string }
  | { type: 'removeLot'; productId: string; index: number }
  | { type: 'reset'; defaults?: FormDefaults }
  /** The form a reload or a sign-in renewal interrupted, as it was kept (model/saved.ts). */
  | { type: 'restore'; form: ComplaintForm };

export function initialForm(defaults: FormDefaults = {}): ComplaintForm {
  return {
    plant: defaults.plant ?? '',
    category: '',
    subCategory: '',
    subject: '',
    aboutOrder: false,
    orderNumber: '',
    deliveryDate: null,
    productSearch: '',
    lines: [],
    productRefusal: null,
    caseComment: '',
    phoneNumber: defaults.phoneNumber ?? '',
  };
}

export function lineFor(product: ProductChoice, defaultUnit = ''): ProductLine {
  return {
    productId: product.sku,
    productName: product.title,
    packageType: product.packageType,
    acceptedBag: product.acceptedBag,
    affectedBag: '',
    qty: '',
    unitOfMeasure: defaultUnit,
    lotNumbers: [],
    lotInput: '',
    lotRefusal: null,
  };
}

/** Lot numbers compare without case and surrounding spaces: "l-0412" is "L-0412 ". */
const sameLot = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function addLot(line: ProductLine): ProductLine {
  const lot = line.lotInput.trim();
  if (lot === '') return line;
  // ordering.md §5: at most 5 lot numbers per line are kept; a sixth is refused, not dropped
  // silently, and the text stays in the field so nothing the user typed is lost.
  if (line.lotNumbers.length >= MAX_LOTS) return { ...line, lotRefusal: 'limit' };
  if (line.lotNumbers.some((l) => sameLot(l, lot))) return { ...line, lotRefusal: 'duplicate' };
  if (lot.length > MAX_LOT_LENGTH) return { ...line, lotRefusal: 'tooLong' };
  return { ...line, lotNumbers: [...line.lotNumbers, lot], lotInput: '', lotRefusal: null };
}

function updateLine(
  form: ComplaintForm,
  productId: string,
  change: (line: ProductLine) => ProductLine,
): ComplaintForm {
  let changed = false;
  const lines = form.lines.map((line) => {
    if (line.productId !== productId) return line;
    const next = change(line);
    changed ||= next !== line;
    return next;
  });
  return changed ? { ...form, lines } : form;
}

export function formReducer(form: ComplaintForm, action: FormAction): ComplaintForm {
  switch (action.type) {
    case 'setPlant':
      // Selected products stay: the plant narrows the product search, it does not judge the
      // products already chosen (a mill can deliver what another one produced).
      return { ...form, plant: action.plant };
    case 'setCategory':
      // ordering.md §4: choosing a category resets the sub-category (even to the same category,
      // nothing changes then).
      return action.category === form.category
        ? form
        : { ...form, category: action.category, subCategory: '' };
    case 'setSubCategory':
      return { ...form, subCategory: action.subCategory };
    case 'setText':
      return { ...form, [action.field]: action.value };
    case 'setAboutOrder':
      // The order number and date stay when the box is unticked, so ticking it again restores
      // them; the payload leaves them out while it is unticked.
      return { ...form, aboutOrder: action.aboutOrder };
    case 'setDeliveryDate':
      return { ...form, deliveryDate: action.date };
    case 'pickRecentOrder':
      return {
        ...form,
        orderNumber: action.orderNumber,
        deliveryDate: form.deliveryDate ?? action.deliveryDate,
      };
    case 'toggleProduct': {
      const { product } = action;
      if (form.lines.some((l) => l.productId === product.sku)) {
        return {
          ...form,
          lines: form.lines.filter((l) => l.productId !== product.sku),
          productRefusal: null,
        };
      }
      if (form.lines.length >= MAX_PRODUCTS) return { ...form, productRefusal: 'limit' };
      return {
        ...form,
        lines: [...form.lines, lineFor(product, action.defaultUnit)],
        productRefusal: null,
      };
    }
    case 'removeProduct': {
      // Removing a chip removes its line with everything typed on it.
      const lines = form.lines.filter((l) => l.productId !== action.productId);
      return lines.length === form.lines.length ? form : { ...form, lines, productRefusal: null };
    }
    case 'setLine':
      return updateLine(form, action.productId, (line) => ({
        ...line,
        [action.field]: action.value,
      }));
    case 'setLotInput':
      return updateLine(form, action.productId, (line) => ({
        ...line,
        lotInput: action.value,
        lotRefusal: null,
      }));
    case 'addLot':
      return updateLine(form, action.productId, addLot);
    case 'removeLot':
      return updateLine(form, action.productId, (line) =>
        action.index < 0 || action.index >= line.lotNumbers.length
          ? line
          : {
              ...line,
              lotNumbers: line.lotNumbers.filter((_, i) => i !== action.index),
              lotRefusal: null,
            },
      );
    case 'reset':
      return initialForm(action.defaults);
    case 'restore':
      return action.form;
  }
}

/** The chips of the selected products (§3 Product option `productChips`), in the order chosen. */
export const productChips = (form: ComplaintForm) =>
  form.lines.map((l) => ({ productId: l.productId, label: l.productName }));

/** Whether a product of the search is selected (§3 Product option `selected`). */
export const isSelected = (form: ComplaintForm, sku: string) =>
  form.lines.some((l) => l.productId === sku);

/** Whether the user has typed or chosen anything beyond the defaults. */
export function isDirty(form: ComplaintForm, defaults: FormDefaults = {}): boolean {
  const empty = initialForm(defaults);
  return (Object.keys(empty) as (keyof ComplaintForm)[]).some((key) =>
    key === 'lines' ? form.lines.length > 0 : key !== 'productRefusal' && form[key] !== empty[key],
  );
}
