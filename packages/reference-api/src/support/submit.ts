/**
 * The submit of a complaint (ordering.md §4 Complaint form, §5): the rules of the payload beyond
 * its schema, and its fingerprint (the same submit again answers the same case).
 */
import { createHash } from 'node:crypto';
import {
  MAX_LOTS_PER_LINE,
  type ComplaintCasePayload,
  type ComplaintProductLine,
} from '@anp/contract';
import type { Db } from '../db/database';
import { MARKETS } from '../markets';
import { isAccountOrder } from '../orders/queries';
import { localClock } from '../plants/lead-times';
import { plantByIdOrCode } from '../plants/queries';
import type { SupportAccount } from './caller';
import { categoriesOf, categoryPair, unitsOf } from './catalogue';
import { caseDocuments, complaintProducts, type CaseRow } from './queries';
import { validationError } from './validation';

type Q = Pick<Db, 'query'>;

/** A piece of output text among the values still to write (see {@link canonical}). */
class Text {
  constructor(readonly text: string) {}
}

/**
 * JSON with sorted keys: the same payload always gives the same fingerprint. Written with a
 * stack of its own, not by recursion, so no nesting depth can overflow the call stack (a body
 * 5,000 levels deep once did, answering 500; the schema refuses such a body first now).
 */
export function canonical(value: unknown): string {
  const out: string[] = [];
  const todo: unknown[] = [value];
  while (todo.length > 0) {
    const item = todo.pop();
    if (item instanceof Text) {
      out.push(item.text);
    } else if (Array.isArray(item)) {
      // Pushed in reverse: the stack hands them back in order.
      todo.push(new Text(']'));
      for (let i = item.length - 1; i >= 0; i -= 1) {
        todo.push(item[i]);
        if (i > 0) todo.push(new Text(','));
      }
      todo.push(new Text('['));
    } else if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      todo.push(new Text('}'));
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        todo.push(record[key]);
        todo.push(new Text(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`));
      }
      todo.push(new Text('{'));
    } else {
      out.push(JSON.stringify(item ?? null));
    }
  }
  return out.join('');
}
/**
 * The fingerprint of a submit: its payload and who sent it. The same user sending the same
 * payload again gets the case back; a colleague who sees the submitted case and sends the same
 * payload gets no replay of someone else's submit (409 CASE_NOT_DRAFT).
 */
export const fingerprint = (payload: ComplaintCasePayload, userId: string) =>
  createHash('sha256')
    .update(canonical([userId, payload]))
    .digest('hex');

/** YYYYMMDD as YYYY-MM-DD when it is a real calendar date, else null. */
export function calendarDate(yyyymmdd: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${mo}-${d}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Phone numbers: digits with the usual separators, at least five digits. */
const PHONE = /^\+?[0-9 ()./-]+$/;

export interface CheckedSubmit {
  plant: { id: string; name: string };
  products: ComplaintProductLine[];
  orderNumber: string | null;
  deliveryDate: string | null;
  caseDocs: Set<string>;
  subject: string;
  caseComment: string;
  phoneNumber: string;
}

/**
 * The rules of a submitted complaint beyond its schema (ordering.md §4 Complaint form, §5): the
 * plant of the account's market, a known category and sub-category pair, products of the
 * market, at most the configured lots per line, order number and delivery date when the case is
 * about an order (a real date, not in the future), and documents of this very draft.
 */
export async function checkSubmit(
  q: Q,
  payload: ComplaintCasePayload,
  account: SupportAccount,
  draft: CaseRow,
  now: Date,
  maxLotsPerLine: number,
): Promise<CheckedSubmit> {
  const text = (field: string, value: string) => {
    const trimmed = value.trim();
    if (!trimmed) throw validationError(`body.${field}`, 'must not be blank');
    return trimmed;
  };
  const subject = text('subject', payload.subject);
  const caseComment = text('caseComment', payload.caseComment);
  const phoneNumber = text('phoneNumber', payload.phoneNumber);
  if (!PHONE.test(phoneNumber) || phoneNumber.replace(/\D/g, '').length < 5)
    throw validationError('body.phoneNumber', 'must be a phone number (digits, +, spaces, dashes)');

  const plant = await plantByIdOrCode(q, payload.plant, account.market);
  if (!plant) throw validationError('body.plant', "is not a plant of the account's market");

  const pair = categoryPair(account.market, payload.category, payload.subCategory);
  if (!pair) {
    const known = categoriesOf(account.market).some((c) => c.code === payload.category);
    throw known
      ? validationError('body.subCategory', 'is not a sub-category of the category')
      : validationError('body.category', 'is not a complaint category of the market');
  }

  const skus = [...new Set(payload.products.map((p) => p.productId))];
  const found = await complaintProducts(q, skus, account.market, account.id);
  const bySku = new Map(found.map((r) => [r.sku, r]));
  const units = new Set(unitsOf(account.market).map((u) => u.code));
  const products = payload.products.map((line, i) => {
    const product = bySku.get(line.productId);
    if (!product)
      throw validationError(
        `body.products.${i}.productId`,
        "is not a product of the account's market",
      );
    if (!units.has(line.unitOfMeasure))
      throw validationError(
        `body.products.${i}.unitOfMeasure`,
        `must be one of ${[...units].join(', ')}`,
      );
    const lots = line.lotNumber.map((lot) => lot.trim()).filter(Boolean);
    if (lots.length > Math.min(maxLotsPerLine, MAX_LOTS_PER_LINE))
      throw validationError(
        `body.products.${i}.lotNumber`,
        `must have at most ${Math.min(maxLotsPerLine, MAX_LOTS_PER_LINE)} lot numbers`,
      );
    return {
      productId: product.sku,
      productName: line.productName.trim() || product.title,
      // Bags are asked only of products sold in bags (the product option's acceptedBag).
      affectedBag: product.package_type === 'bag' ? line.affectedBag : 0,
      qty: line.qty,
      unitOfMeasure: line.unitOfMeasure,
      lotNumber: [...new Set(lots)],
    };
  });

  let orderNumber: string | null = null;
  let deliveryDate: string | null = null;
  if (payload.orderQuestionCB) {
    const number = payload.orderNumber?.trim() ?? '';
    if (!number)
      throw validationError('body.orderNumber', 'is required when the case is about an order');
    if (!(await isAccountOrder(q, number, account.id)))
      throw validationError('body.orderNumber', 'is not an order of this account');
    if (!payload.deliveryDate)
      throw validationError('body.deliveryDate', 'is required when the case is about an order');
    const iso = calendarDate(payload.deliveryDate);
    if (!iso) throw validationError('body.deliveryDate', 'must be a real date as YYYYMMDD');
    const today = localClock(now, MARKETS[account.market].timeZone).date;
    if (iso > today) throw validationError('body.deliveryDate', 'must not be in the future');
    if (iso < '2000-01-01') throw validationError('body.deliveryDate', 'must be after 2000-01-01');
    orderNumber = number;
    deliveryDate = iso;
  }

  const docs = await caseDocuments(q, [draft.id]);
  const own = new Set((docs.get(draft.id) ?? []).map((d) => d.id));
  payload.caseDocs.forEach((id, i) => {
    if (!own.has(id))
      throw validationError(`body.caseDocs.${i}`, 'is not a document of this draft');
  });

  return {
    plant,
    products,
    orderNumber,
    deliveryDate,
    caseDocs: new Set(payload.caseDocs),
    subject,
    caseComment,
    phoneNumber,
  };
}
