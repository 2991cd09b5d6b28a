/**
 * The Brazilian boleto's numbers (ordering.md §7 invoiceboleto; the rules are FEBRABAN's, as the
 * Banco Central's Carta-Circular 2.926/2000 sets them for "cobrança bancária"): the 44-digit
 * barcode, the 47-digit digitable line ("linha digitável") built from it, and their check digits.
 *
 * Barcode: bank (3) | currency 9 (1) | general check digit (1) | due-date factor (4) |
 * amount in cents (10) | free field (25, the bank's own layout).
 * Digitable line: field 1 = bank + currency + free[0..5) + mod-10 digit; field 2 = free[5..15) +
 * mod-10 digit; field 3 = free[15..25) + mod-10 digit; field 4 = the general digit; field 5 =
 * factor + amount.
 */
import { addDays, daysBetween, type IsoDate } from '../calendar';

const DIGITS = /^\d+$/;

/** Module 10 check digit: weights 2, 1, 2, ... from the right, a product's digits summed. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = (digits.charCodeAt(i) - 48) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Module 11 general check digit: weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** Day 0 of the due-date factor. */
const FACTOR_BASE: IsoDate = '1997-10-07';

/**
 * The due-date factor ("fator de vencimento"): days since 1997-10-07, which reached 9999 on
 * 2025-02-21; from 2025-02-22 it starts again at 1000 (FEBRABAN), so it cycles over 9000 days.
 */
export function dueDateFactor(dueDate: IsoDate): string {
  const days = daysBetween(FACTOR_BASE, dueDate);
  if (days < 1000) throw new RangeError(`No due-date factor before 2000-07-03: ${dueDate}`);
  const factor = days > 9999 ? ((days - 1000) % 9000) + 1000 : days;
  return String(factor).padStart(4, '0');
}

/**
 * The due date of a factor, the one of its 9000-day cycles nearest to `near` (a boleto's factor
 * alone cannot tell its cycle).
 */
export function dueDateOfFactor(factor: string, near: IsoDate): IsoDate {
  const value = Number(factor);
  const offset = daysBetween(FACTOR_BASE, near);
  const cycle = Math.round((offset - value) / 9000);
  return addDays(FACTOR_BASE, value + Math.max(0, cycle) * 9000);
}

export interface BarcodeParts {
  /** FEBRABAN bank code, 3 digits (001 Banco do Brasil, 237 Bradesco). */
  bankCode: string;
  dueDate: IsoDate;
  /** The amount in cents (at most 99,999,999.99). */
  amountCents: number;
  /** The bank's 25-digit free field ("campo livre"). */
  freeField: string;
}

const exactDigits = (value: string, length: number, what: string): string => {
  if (value.length !== length || !DIGITS.test(value))
    throw new RangeError(`${what} must be ${length} digits: ${value}`);
  return value;
};

/** The 44-digit barcode with its general check digit (position 5). */
export function buildBarcode(parts: BarcodeParts): string {
  const bank = exactDigits(parts.bankCode, 3, 'The bank code');
  const free = exactDigits(parts.freeField, 25, 'The free field');
  if (
    !Number.isInteger(parts.amountCents) ||
    parts.amountCents < 0 ||
    parts.amountCents > 9_999_999_999
  )
    throw new RangeError(`The amount in cents must fit 10 digits: ${parts.amountCents}`);
  const amount = String(parts.amountCents).padStart(10, '0');
  const withoutCheck = `${bank}9${dueDateFactor(parts.dueDate)}${amount}${free}`;
  return `${withoutCheck.slice(0, 4)}${mod11(withoutCheck)}${withoutCheck.slice(4)}`;
}

/** The 47-digit digitable line of a 44-digit barcode. */
export function digitableLineOf(barcode: string): string {
  exactDigits(barcode, 44, 'A barcode');
  const free = barcode.slice(19);
  const field1 = `${barcode.slice(0, 4)}${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return (
    `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}` +
    `${barcode[4]}${barcode.slice(5, 19)}`
  );
}

/** The 44-digit barcode a 47-digit digitable line stands for (its field digits dropped). */
export function barcodeOfDigitableLine(line: string): string {
  exactDigits(line, 47, 'A digitable line');
  return `${line.slice(0, 4)}${line.slice(32, 47)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;
}

export type BoletoCheck = 'field1' | 'field2' | 'field3' | 'general';

/**
 * The check digits of a digitable line that do not verify (none: the line is right). Spaces and
 * dots are ignored; a line that is not 47 digits fails every check.
 */
export function failedBoletoChecks(input: string): BoletoCheck[] {
  const line = input.replace(/[\s.]/g, '');
  if (line.length !== 47 || !DIGITS.test(line)) return ['field1', 'field2', 'field3', 'general'];
  const failed: BoletoCheck[] = [];
  if (mod10(line.slice(0, 9)) !== Number(line[9])) failed.push('field1');
  if (mod10(line.slice(10, 20)) !== Number(line[20])) failed.push('field2');
  if (mod10(line.slice(21, 31)) !== Number(line[31])) failed.push('field3');
  const barcode = barcodeOfDigitableLine(line);
  if (mod11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) failed.push('general');
  return failed;
}

/** A digitable line whose three field digits and general digit all verify. */
export const isValidDigitableLine = (line: string): boolean =>
  failedBoletoChecks(line).length === 0;

/**
 * The digitable line in its printed groups: "00190.00009 01149.718601 68524.522114 6
 * 75860000102656" (fields 1-3 split by a dot after their fifth digit).
 */
export function digitableLineGroups(line: string): string[] {
  exactDigits(line, 47, 'A digitable line');
  return [
    `${line.slice(0, 5)}.${line.slice(5, 10)}`,
    `${line.slice(10, 15)}.${line.slice(15, 21)}`,
    `${line.slice(21, 26)}.${line.slice(26, 32)}`,
    line.slice(32, 33),
    line.slice(33),
  ];
}

export const formatDigitableLine = (line: string): string => digitableLineGroups(line).join(' ');

/**
 * Banco do Brasil's free field for a 7-digit agreement ("convênio"): six zeros, the 17-digit
 * "nosso número" (agreement + 10-digit sequence) and the 2-digit portfolio ("carteira").
 */
export function bancoDoBrasilFreeField(
  agreement: string,
  sequence: string,
  portfolio: string,
): string {
  return `000000${exactDigits(agreement, 7, 'The agreement')}${exactDigits(sequence, 10, 'The sequence')}${exactDigits(portfolio, 2, 'The portfolio')}`;
}

/**
 * Bradesco's free field: agency (4), portfolio (2), "nosso número" (11), account (7) and a 0.
 */
export function bradescoFreeField(
  agency: string,
  portfolio: string,
  ourNumber: string,
  account: string,
): string {
  return `${exactDigits(agency, 4, 'The agency')}${exactDigits(portfolio, 2, 'The portfolio')}${exactDigits(ourNumber, 11, 'The our-number')}${exactDigits(account, 7, 'The account')}0`;
}

/**
 * The interleaved 2 of 5 (ITF) pattern of a barcode, as the bars and spaces to draw from left to
 * right: 'n' narrow, 'w' wide, starting with a bar and alternating. Start (nnnn) + pairs of
 * digits, the first digit in the bars and the second in the spaces + stop (wnn).
 */
export function itfPattern(digits: string): string {
  if (digits.length % 2 !== 0 || !DIGITS.test(digits))
    throw new RangeError('ITF encodes an even number of digits');
  const widths = [
    'nnwwn',
    'wnnnw',
    'nwnnw',
    'wwnnn',
    'nnwnw',
    'wnwnn',
    'nwwnn',
    'nnnww',
    'wnnwn',
    'nwnwn',
  ];
  let pattern = 'nnnn';
  for (let i = 0; i < digits.length; i += 2) {
    const bars = widths[digits.charCodeAt(i) - 48] ?? '';
    const spaces = widths[digits.charCodeAt(i + 1) - 48] ?? '';
    for (let k = 0; k < 5; k++) pattern += `${bars[k] ?? ''}${spaces[k] ?? ''}`;
  }
  return `${pattern}wnn`;
}
