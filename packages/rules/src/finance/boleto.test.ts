// The boleto's numbers (ordering.md §7 invoiceboleto): FEBRABAN's barcode and digitable line
// (Carta-Circular BCB 2.926/2000), computed here and cross-checked with an independent,
// maintained implementation (@brazilian-utils/brazilian-utils, a dev dependency).
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  bancoDoBrasilFreeField,
  barcodeOfDigitableLine,
  bradescoFreeField,
  buildBarcode,
  digitableLineGroups,
  digitableLineOf,
  dueDateFactor,
  dueDateOfFactor,
  failedBoletoChecks,
  formatDigitableLine,
  isValidDigitableLine,
  itfPattern,
  mod10,
  mod11,
} from './boleto';

describe('the check digits', () => {
  it.each([
    // Field 1 of a Banco do Brasil line: 0019 + 00000 -> 9.
    ['001900000', 9],
    // The three fields of a Bradesco line.
    ['237912340', 5],
    ['9000000123', 1],
    ['4500987650', 4],
    ['0', 0],
  ])('mod10(%s) = %i', (digits, digit) => expect(mod10(digits)).toBe(digit));

  it.each([
    // The 43 digits of a barcode without its general digit.
    ['0019165600012345670000003128557000001234518', 9],
    ['2379164600089050001234090000001234500987650', 6],
    // A remainder of 0 or 1 gives 1 (11 and 10 are not digits).
    ['0000000000000000000000000000000000000000000', 1],
  ])('mod11(%s) = %i', (digits, digit) => expect(mod11(digits)).toBe(digit));
});

describe('dueDateFactor: days since 1997-10-07, restarting at 1000 on 2025-02-22', () => {
  it.each([
    ['2000-07-03', '1000'],
    ['2018-07-15', '7586'],
    ['2025-02-21', '9999'],
    ['2025-02-22', '1000'],
    ['2026-11-26', '1642'],
    ['2026-12-31', '1677'],
  ])('%s -> %s', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
    expect(dueDateOfFactor(factor, date)).toBe(date);
  });

  it('has no factor before 2000-07-03', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
  });
});

const EXAMPLES = [
  {
    name: 'Banco do Brasil, agreement 3128557, BRL 12,345.67 due 2026-12-10',
    parts: {
      bankCode: '001',
      dueDate: '2026-12-10',
      amountCents: 1_234_567,
      freeField: bancoDoBrasilFreeField('3128557', '0000012345', '18'),
    },
    barcode: '00199165600012345670000003128557000001234518',
    line: '00190000090312855700000012345187916560001234567',
    printed: '00190.00009 03128.557000 00012.345187 9 16560001234567',
  },
  {
    name: 'Bradesco, agency 1234 portfolio 09, BRL 89,050.00 due 2026-11-30',
    parts: {
      bankCode: '237',
      dueDate: '2026-11-30',
      amountCents: 8_905_000,
      freeField: bradescoFreeField('1234', '09', '00000012345', '0098765'),
    },
    barcode: '23796164600089050001234090000001234500987650',
    line: '23791234059000000123145009876504616460008905000',
    printed: '23791.23405 90000.001231 45009.876504 6 16460008905000',
  },
  {
    name: 'Banco do Brasil, BRL 2,500.00 due 2026-08-15',
    parts: {
      bankCode: '001',
      dueDate: '2026-08-15',
      amountCents: 250_000,
      freeField: bancoDoBrasilFreeField('2654321', '0000000007', '17'),
    },
    barcode: '00196153900002500000000002654321000000000717',
    line: '00190000090265432100500000007179615390000250000',
    printed: '00190.00009 02654.321005 00000.007179 6 15390000250000',
  },
];

describe('barcode and digitable line', () => {
  it.each(EXAMPLES)('$name', ({ parts, barcode, line, printed }) => {
    expect(buildBarcode(parts)).toBe(barcode);
    expect(digitableLineOf(barcode)).toBe(line);
    expect(barcodeOfDigitableLine(line)).toBe(barcode);
    expect(formatDigitableLine(line)).toBe(printed);
    expect(digitableLineGroups(line).join('')).toBe(printed.replace(/ /g, ''));
    expect(failedBoletoChecks(line)).toEqual([]);
    expect(failedBoletoChecks(printed)).toEqual([]);
    // The independent implementation agrees: valid, and reads back bank, amount and due date.
    expect(isValidBoleto(line)).toBe(true);
    const info = getBoletoInfo(line, { referenceDate: new Date(Date.UTC(2026, 10, 26)) });
    expect(info?.bankCode).toBe(parts.bankCode);
    expect(info?.amount).toBe(parts.amountCents);
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe(parts.dueDate);
  });

  it("reads the independent library's own example line", () => {
    const line = '00190000090114971860168524522114675860000102656';
    expect(isValidDigitableLine(line)).toBe(true);
    expect(digitableLineOf(barcodeOfDigitableLine(line))).toBe(line);
  });

  it('names each check digit that does not verify', () => {
    const line = EXAMPLES[0]?.line ?? '';
    const change = (at: number) =>
      `${line.slice(0, at)}${(Number(line[at]) + 1) % 10}${line.slice(at + 1)}`;
    expect(failedBoletoChecks(change(9))).toEqual(['field1']);
    expect(failedBoletoChecks(change(20))).toEqual(['field2']);
    expect(failedBoletoChecks(change(31))).toEqual(['field3']);
    expect(failedBoletoChecks(change(32))).toEqual(['general']);
    // A changed amount breaks the general digit only (field 5 has no digit of its own).
    expect(failedBoletoChecks(change(46))).toEqual(['general']);
    // A changed free-field digit breaks its field's digit and the general one.
    expect(failedBoletoChecks(change(12))).toEqual(['field2', 'general']);
    expect(failedBoletoChecks('1234')).toEqual(['field1', 'field2', 'field3', 'general']);
    expect(isValidDigitableLine(change(9))).toBe(false);
  });

  it('refuses parts that do not fit', () => {
    const [{ parts }] = EXAMPLES as [(typeof EXAMPLES)[number]];
    expect(() => buildBarcode({ ...parts, bankCode: '1' })).toThrow(RangeError);
    expect(() => buildBarcode({ ...parts, freeField: '123' })).toThrow(RangeError);
    expect(() => buildBarcode({ ...parts, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...parts, amountCents: 1.5 })).toThrow(RangeError);
    expect(() => digitableLineOf('123')).toThrow(RangeError);
  });
});

describe('itfPattern: interleaved 2 of 5', () => {
  it('draws start, each pair of digits interleaved (bars then spaces), stop', () => {
    // "12": 1 = wnnnw in the bars, 2 = nwnnw in the spaces.
    expect(itfPattern('12')).toBe('nnnn' + 'wnnwnnnnww' + 'wnn');
  });

  it('has 2 wide of 5 per digit: a 44-digit barcode is 4 + 44*5 + 3 elements', () => {
    const pattern = itfPattern(EXAMPLES[0]?.barcode ?? '');
    expect(pattern).toHaveLength(4 + 44 * 5 + 3);
    expect(pattern.slice(4, -3).replace(/n/g, '')).toHaveLength(44 * 2);
  });

  it('encodes only an even number of digits', () => {
    expect(() => itfPattern('123')).toThrow(RangeError);
  });
});
