/**
 * Credit and debit memos as the memo tile shows them (ordering.md §2 screen 7, §3 "Memo or
 * credit tile data"), read with their account, original order, ship-to and plant.
 */
import type { Db } from '../db/database';
import type { MemoDetail, MemoStatus } from '@anp/contract';

type Q = Pick<Db, 'query'>;

/**
 * Decision: a memo's own fiscal document number once it is issued (Invoiced, or Cancelled
 * after issue): NC- (nota de crédito) or ND- (nota de débito) and the memo number, unique and
 * readable in every market. An Open memo request has none yet.
 */
export function memoInvoiceNumber(memoNumber: string, status: string): string | null {
  if (status !== 'Invoiced' && status !== 'Cancelled') return null;
  return `${memoNumber.startsWith('82') ? 'ND' : 'NC'}-${memoNumber}`;
}

/** The source system of accounts billed by the new billing system ("new flow"). */
export const NEW_FLOW_SOURCE_SYSTEM = 'S4';

/** New billing flow: accounts billed by the S4 billing system. */
export const isNewFlow = (sourceSystem: string): boolean =>
  sourceSystem.trim().toUpperCase() === NEW_FLOW_SOURCE_SYSTEM;

export interface MemoRow {
  memo_number: string;
  memo_type: 'credit' | 'debit';
  status: MemoStatus;
  original_invoice_number: string | null;
  original_invoice_date: string | null;
  memo_date: string;
  currency: string;
  net_amount: number;
  vat: number;
  gross_amount: number;
  customer_po: string | null;
  order_number: string | null;
  account_id: string;
  region: string;
  source_system: string;
  sold_to_code: string;
  fullname: string;
  address: string;
  order_type: string | null;
  order_status: string | null;
  order_date: string | null;
  order_value: number | null;
  ship_to_code: string | null;
  ship_to_name: string | null;
  ship_to_address: string | null;
  plant_name: string | null;
  plant_code: string | null;
}

/** Memos of the accounts linked to user `$1`; the caller adds its WHERE conditions. */
export const MEMO_SELECT = `SELECT m.memo_number, m.memo_type, m.status, m.original_invoice_number,
            m.original_invoice_date::text AS original_invoice_date, m.memo_date::text AS memo_date,
            m.currency, m.net_amount::float8 AS net_amount, m.vat::float8 AS vat,
            m.gross_amount::float8 AS gross_amount, m.customer_po, m.order_number, a.id AS account_id,
            a.region, a.source_system, a.sold_to_code, a.fullname, a.address,
            o.type AS order_type, o.status AS order_status, o.order_date::text AS order_date,
            o.gross_amount::float8 AS order_value, s.code AS ship_to_code, s.name AS ship_to_name,
            s.address AS ship_to_address, pl.name AS plant_name, pl.code AS plant_code
       FROM memos m
       JOIN user_accounts ua ON ua.account_id = m.account_id AND ua.user_id = $1
       JOIN accounts a ON a.id = m.account_id
       LEFT JOIN orders o ON o.order_number = m.order_number
       LEFT JOIN ship_tos s ON s.id = o.ship_to_id
       LEFT JOIN plants pl ON pl.id = o.plant_id`;

/** One memo of the user's accounts, or null (another tenant's memo reads like a missing one). */
export async function memoRow(db: Q, userId: string, memoNumber: string): Promise<MemoRow | null> {
  const [row] = await db.query<MemoRow>(`${MEMO_SELECT} WHERE m.memo_number = $2`, [
    userId,
    memoNumber,
  ]);
  return row ?? null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function toMemoDetail(m: MemoRow): MemoDetail {
  const invoicedNo = memoInvoiceNumber(m.memo_number, m.status);
  return {
    memoNumber: m.memo_number,
    invoicedNo,
    memoType: m.memo_type,
    status: m.status,
    country: m.region,
    newFlow: isNewFlow(m.source_system),
    currencyUsed: m.currency,
    soldTo: m.sold_to_code,
    soldToName: m.fullname,
    shipTo: m.ship_to_code,
    shipToName: m.ship_to_name,
    shipFrom: m.plant_name,
    originalInvoice: m.original_invoice_number,
    originalInvoiceNumber: m.original_invoice_number,
    originalInvoiceDate: m.original_invoice_date,
    orderType: m.order_type,
    orderNumber: m.order_number,
    orderStatus: m.order_status,
    orderDate: m.order_date,
    orderValue: m.order_value,
    orderMemoValue: cents(m.memo_type === 'credit' ? -m.gross_amount : m.gross_amount),
    memoDate: m.memo_date,
    // Decision: a memo is issued on its memo date; an Open request has no invoice yet.
    invoiceDate: invoicedNo ? m.memo_date : null,
    netAmount: m.net_amount,
    vat: m.vat,
    grossAmount: m.gross_amount,
    customerPO: m.customer_po,
  };
}
