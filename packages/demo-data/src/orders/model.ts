/**
 * Two years of orders, their lines and the memos raised against invoiced orders: what the
 * generators keep in memory. Amounts are integer cents and weights integers scaled by 10000 until
 * they are written (./rows.ts), so that net + vat = gross and the lines add up to the order's
 * weight exactly.
 */
import {
  OrderStatus as OrderStatusSchema,
  OrderType as OrderTypeSchema,
  type OrderStatus,
  type OrderType,
} from '@anp/contract';
import type { Country } from '@anp/rules';
import type { Account } from '../accounts';
import type { Backend } from '../backend';
import type { Product } from '../catalogue/catalogue';
import type { Day } from '../days';
import type { DemoMarkets } from '../markets';
import type { Rng } from '../rng';
import type { DemoUserId } from '../users';

export type { OrderStatus, OrderType };

/** Every order type and status of the contract (the demo data has orders of each). */
export const ORDER_TYPES: readonly OrderType[] = OrderTypeSchema.anyOf.map((l) => l.const);
export const ORDER_STATUSES: readonly OrderStatus[] = OrderStatusSchema.anyOf.map((l) => l.const);

export interface PlantCalendar {
  id: string;
  market: Country;
  workingDays: readonly number[];
  holidays: ReadonlySet<Day>;
  deliveryLeadTime: number;
  pickupLeadTime: number;
}

export interface SeedLine {
  sku: string;
  quantity: number;
  pallets: number;
  unitPriceCents: number;
  /** In the order's weight unit, × 10000. */
  netWeightScaled: number;
  lotNumber: string | null;
}

export interface SeedOrder {
  orderNumber: string;
  account: Account;
  shipToId: string | null;
  userId: DemoUserId | null;
  type: OrderType;
  source: 'portal' | 'erp' | 'phone';
  status: OrderStatus;
  invoicedNo: string | null;
  /** The day the invoice was issued (set with `invoicedNo`). */
  invoiceDay: Day | null;
  /** A cancelled order whose invoice was issued first (Mexico shows a Cancelled badge). */
  cancelledInvoice: boolean;
  orderDay: Day;
  requestedDay: Day;
  requestedTime: string | null;
  shipMethod: 'delivery' | 'pickup';
  po: string | null;
  note: string | null;
  paymentTerms: 'Cash' | 'Credit';
  truckSize: string | null;
  plantId: string;
  netCents: number;
  vatCents: number;
  weightScaled: number;
  modifiableUntil: string | null;
  createdAt: string;
  lines: SeedLine[];
}

export interface SeedMemo {
  memoNumber: string;
  account: Account;
  memoType: 'credit' | 'debit';
  status: 'Open' | 'Cancelled' | 'Invoiced';
  order: SeedOrder;
  invoiceDay: Day;
  memoDay: Day;
  netCents: number;
  vatCents: number;
}

export interface Context {
  today: Day;
  rng: Rng;
  backend: Backend;
  markets: DemoMarkets;
  productsByMarket: ReadonlyMap<Country, readonly Product[]>;
  porkByMarket: ReadonlyMap<Country, readonly Product[]>;
  plants: ReadonlyMap<string, PlantCalendar>;
  plantsByMarket: ReadonlyMap<Country, readonly PlantCalendar[]>;
  preferred: Map<string, readonly Product[]>;
  employeeAccounts: ReadonlySet<string>;
}
