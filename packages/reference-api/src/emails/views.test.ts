import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@anp/contract';
import { confirmationMessage } from './views';

const order = (country: string, currency: string): OrderDetail => ({
  orderNumber: '4000000001',
  type: 'Standard',
  source: 'portal',
  status: 'Placed',
  invoicedNo: null,
  orderDate: '2026-11-25',
  requestedDate: '2026-11-30',
  requestedTime: null,
  shipMethod: 'delivery',
  po: 'PO-77',
  mode: 'bag',
  note: null,
  paymentTerms: 'Credit',
  truckSize: null,
  currency,
  netAmount: 330478.5,
  vat: 33047.85,
  grossAmount: 363526.35,
  totalWeight: 400,
  weightUnit: 'kg',
  modifiableUntil: null,
  milestones: {
    placed: '2026-11-25',
    scheduled: null,
    shipped: null,
    invoiced: null,
    cancelled: null,
    plannedShipDate: null,
  },
  account: {
    id: 'a-1',
    name: '(주)한국축산사료',
    soldToCode: '0010100012',
    address: '서울',
    country,
  },
  productOrders: [
    {
      lineNo: 1,
      sku: '100001',
      title: '한우 비육 사료',
      formCode: 'P',
      packageType: 'bag',
      quantity: 10,
      pallets: 0,
      unitPrice: 33047.85,
      amount: 330478.5,
      netWeight: 400,
      unitOfMeasure: 'kg',
      lotNumber: null,
    },
  ],
  shippingDetails: {
    shipFromName: '평택 공장',
    shipFromCode: 'KR1',
    shipToName: null,
    shipToAddress: null,
  },
  documents: { invoice: false, packlist: false, coa: false },
  modifiable: true,
  cancelledInvoice: false,
  invoiceDate: null,
  memoNumbers: [],
});

describe('given an order confirmation e-mail', () => {
  it('is written in Korean for a Korean user, amounts in whole won', () => {
    const { subject, body } = confirmationMessage(
      order('kr', 'KRW'),
      { firstName: '민준', lastName: '김', language: 'ko' },
      'confirmation',
    );
    expect(subject).toBe('주문 확인 4000000001');
    expect(body).toContain('민준 님, 안녕하세요.');
    expect(body).toContain('결제 조건: 외상');
    expect(body).toContain('합계: 363526 KRW');
    expect(body).toContain('10 x 33048 KRW = 330479 KRW');
    // No English label is left: the only Latin letters are codes (PO, KRW, kg, plant KR1).
    expect(
      body.match(/[A-Za-z]{2,}/g)?.filter((w) => !['PO', 'KRW', 'kg', 'KR'].includes(w)),
    ).toEqual([]);
  });

  it('keeps two decimals in other markets', () => {
    const { body } = confirmationMessage(
      order('us', 'USD'),
      { firstName: 'Ana', lastName: 'Diaz', language: 'en' },
      'confirmation',
    );
    expect(body).toContain('Total: 363526.35 USD');
  });
});
