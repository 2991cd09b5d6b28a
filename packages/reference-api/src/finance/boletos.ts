/**
 * The boletos of a Brazilian invoice (ordering.md §7 invoiceboleto), made from the open item:
 * real-looking numbers (Banco do Brasil 001 or Bradesco 237 by the account, the FEBRABAN barcode
 * and digitable line of @anp/rules/finance with their check digits) for the amount and due date.
 *
 * Decision (the statuses): an invoice has one boleto, open until its due date and overdue after
 * it; an invoice paid in part has two instalments, the first paid; an invoice more than 90 days
 * past due had its boleto cancelled 60 days after the due date and a new one issued, due 15 days
 * later. Not stored: the same invoice and day give the same boletos.
 */
import type { Boleto, BoletoParty } from '@anp/contract';
import { addDays } from '@anp/rules/calendar';
import {
  bancoDoBrasilFreeField,
  bradescoFreeField,
  buildBarcode,
  digitableLineOf,
} from '@anp/rules/finance';
import { hashString } from '../hash';
import { BOLETO_MARKET, type ArBook } from './ar';

interface BankSpec {
  code: '001' | '237';
  name: string;
  agency: string;
  accountNumber: string;
  /** The bank's "nosso número" and 25-digit free field for a 10-digit sequence. */
  numbers: (sequence: string) => { boletoId: string; freeField: string };
}

const BANKS: readonly BankSpec[] = [
  {
    code: '001',
    name: 'Banco do Brasil S.A.',
    agency: '3381-2',
    accountNumber: '0012345-6',
    numbers: (sequence) => ({
      boletoId: `3128557${sequence}`,
      freeField: bancoDoBrasilFreeField('3128557', sequence, '18'),
    }),
  },
  {
    code: '237',
    name: 'Banco Bradesco S.A.',
    agency: '2856-8',
    accountNumber: '0098765-4',
    numbers: (sequence) => {
      const ourNumber = `0${sequence}`;
      return {
        boletoId: ourNumber,
        freeField: bradescoFreeField('2856', '09', ourNumber, '0098765'),
      };
    },
  },
];

/** A CNPJ (14 digits, two mod-11 check digits) formatted 00.000.000/0000-00, from 12 digits. */
export function cnpjOf(base12: string): string {
  const digit = (digits: string) => {
    let sum = 0;
    let weight = 2;
    for (let i = digits.length - 1; i >= 0; i -= 1) {
      sum += (digits.charCodeAt(i) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = `${base12}${digit(base12)}`;
  const all = `${first}${digit(first)}`;
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
}

/** The supplier's Brazilian company, who issues the boletos. */
const BENEFICIARY: BoletoParty = {
  name: 'AN Nutrição Animal do Brasil Ltda.',
  taxId: cnpjOf('123456780001'),
  address: 'Av. das Nações Unidas, 12901, São Paulo - SP, 04578-910',
};

/** The boletos of an invoice of the book, or null when it is not an open Brazilian invoice. */
export function boletosOf(book: ArBook, invoiceNumber: string): Boleto[] | null {
  const { account, asOf } = book;
  if (account.region !== BOLETO_MARKET) return null;
  const item = book.items.find((i) => i.documentNumber === invoiceNumber);
  const document = book.documents.find((d) => d.documentNumber === invoiceNumber);
  if (!item || !document || item.itemType !== 'invoice') return null;
  const bank = BANKS[hashString(`bank:${account.id}`) % BANKS.length] ?? BANKS[0];
  if (!bank) return null;
  const payer: BoletoParty = {
    name: account.fullname,
    taxId: cnpjOf(String(hashString(`cnpj:${account.id}`) % 100_000_000).padStart(8, '0') + '0001'),
    address: account.address,
  };
  const make = (
    variant: number,
    installment: number,
    installments: number,
    issueDate: string,
    dueDate: string,
    amount: number,
    status: Boleto['status'],
    paidOn: string | null,
  ): Boleto => {
    const { boletoId, freeField } = bank.numbers(`${variant}${invoiceNumber.slice(-9)}`);
    const barcode = buildBarcode({
      bankCode: bank.code,
      dueDate,
      amountCents: Math.round(amount * 100),
      freeField,
    });
    return {
      boletoId,
      invoiceNumber,
      installment,
      installments,
      bankCode: bank.code,
      bankName: bank.name,
      issueDate,
      dueDate,
      amount,
      currency: 'BRL',
      status,
      paidOn,
      digitableLine: digitableLineOf(barcode),
      barcode,
      payer,
      beneficiary: { ...BENEFICIARY, agency: bank.agency, accountNumber: bank.accountNumber },
    };
  };
  const dueStatus = (due: string): Boleto['status'] => (asOf > due ? 'overdue' : 'open');

  const partial = document.history.find((e) => e.event === 'partialPayment');
  if (partial) {
    const paid = Math.abs(partial.amount ?? 0);
    const secondDue = addDays(item.dueDate, 30);
    return [
      make(1, 1, 2, item.documentDate, item.dueDate, paid, 'paid', partial.date),
      make(2, 2, 2, item.documentDate, secondDue, item.openAmount, dueStatus(secondDue), null),
    ];
  }
  if (item.bucket === 'over90') {
    const reissued = addDays(item.dueDate, 60);
    const newDue = addDays(item.dueDate, 75);
    return [
      make(1, 1, 1, item.documentDate, item.dueDate, item.amount, 'cancelled', null),
      make(3, 1, 1, reissued, newDue, item.openAmount, dueStatus(newDue), null),
    ];
  }
  return [
    make(1, 1, 1, item.documentDate, item.dueDate, item.openAmount, dueStatus(item.dueDate), null),
  ];
}
