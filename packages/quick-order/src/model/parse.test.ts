import { describe, expect, it } from 'vitest';
import {
  csvRows,
  linesFromRows,
  numberFormatOf,
  parseCsv,
  parsePasted,
  parseQuantity,
  splitColumns,
  templateCsv,
} from './parse';

describe('numberFormatOf: the market number format (ordering.md §1)', () => {
  it.each([
    ['us', '.', ','],
    ['gt', '.', ','],
    ['br', ',', '.'],
    ['co', ',', '.'],
    ['nowhere', '.', ','],
  ])('%s reads decimals with "%s" and groups with "%s"', (country, decimal, group) => {
    expect(numberFormatOf(country)).toEqual({ decimal, group });
  });
});

describe('parseQuantity', () => {
  const us = numberFormatOf('us');
  const br = numberFormatOf('br');
  it.each([
    ['12', us, 12],
    [' 40 ', us, 40],
    ['1.5', us, 1.5],
    ['1,500', us, 1500],
    ['1,500.25', us, 1500.25],
    ['1,5', us, null],
    ['1,50', us, null],
    ['1.5.0', us, null],
    ['-3', us, null],
    ['ten', us, null],
    ['', us, null],
    ['1,5', br, 1.5],
    ['1.500', br, 1500],
    ['1.500,5', br, 1500.5],
    ['1.5', br, null],
  ])('"%s" → %s', (text, format, expected) => {
    expect(parseQuantity(text, format)).toBe(expected);
  });
});

describe('splitColumns: tab, then semicolon, then spaces, then the first comma', () => {
  it.each([
    ['10010001\t40', ['10010001', '40']],
    ['10010001\t1,500\tbags', ['10010001', '1,500', 'bags']],
    ['10010001;1,5', ['10010001', '1,5']],
    ['10010001   40', ['10010001', '40']],
    ['10010001, 40 bags', ['10010001', '40', 'bags']],
    ['10010001 1,5', ['10010001', '1,5']],
    ['10010001,40', ['10010001', '40']],
    ['10010001,1,5', ['10010001', '1,5']],
    ['"CM-1",40', ['CM-1', '40']],
    ['10010001', ['10010001']],
  ])('%j → %j', (line, columns) => {
    expect(splitColumns(line)).toEqual(columns);
  });
});

describe('parsePasted', () => {
  it('reads each line, skips blank lines, keeps the row numbers', () => {
    expect(parsePasted('10010001, 40\n\n  \n10010002\t20\r\n', 'us')).toEqual([
      { row: 1, reference: '10010001', quantityText: '40', quantity: 40, problem: null },
      { row: 4, reference: '10010002', quantityText: '20', quantity: 20, problem: null },
    ]);
  });

  it('skips a heading row at the top only', () => {
    const lines = parsePasted('SKU;Quantity\n10010001;40\nSKU;Quantity', 'us');
    expect(lines.map((l) => [l.reference, l.problem])).toEqual([
      ['10010001', null],
      ['SKU', 'badQuantity'],
    ]);
  });

  it('keeps unreadable lines with their problem', () => {
    const lines = parsePasted('10010001\n10010002, lots\n;12', 'us');
    expect(lines.map((l) => l.problem)).toEqual(['noQuantity', 'badQuantity', 'noReference']);
  });

  it('reads "1,5" as 1.5 in Brazil and refuses it in the US and Guatemala (en-US numbers)', () => {
    expect(parsePasted('10010001,1,5', 'br')[0]!.quantity).toBe(1.5);
    expect(parsePasted('10010001 1,5', 'us')[0]!.problem).toBe('badQuantity');
    expect(parsePasted('10010001 1,5', 'gt')[0]!.problem).toBe('badQuantity');
    expect(parsePasted('10010001 1.5', 'gt')[0]!.quantity).toBe(1.5);
  });
});

describe('CSV', () => {
  it('detects the delimiter and reads quoted cells', () => {
    expect(csvRows('\uFEFFsku;qty\r\n"A;1";"1,5"\n"say ""hi""",2')).toEqual([
      ['sku', 'qty'],
      ['A;1', '1,5'],
      ['say "hi",2'],
    ]);
    expect(csvRows('a,b\n"x\ny",3\n')).toEqual([
      ['a', 'b'],
      ['x\ny', '3'],
    ]);
  });

  it('reads a Brazilian CSV with semicolons and decimal commas', () => {
    const lines = parseCsv('Código;Quantidade\n10010001;1.500\n10010002;2,5\n', 'br');
    expect(lines.map((l) => [l.reference, l.quantity])).toEqual([
      ['10010001', 1500],
      ['10010002', 2.5],
    ]);
  });

  it('writes a template the parser reads back, in the market format', () => {
    const headings = { reference: 'SKU o número de material', quantity: 'Cantidad' };
    const examples = [{ reference: '10010001', quantity: 1.5 }];
    const br = templateCsv(headings, examples, 'br');
    expect(br).toBe('\uFEFFSKU o número de material;Cantidad\r\n10010001;1,5\r\n');
    expect(parseCsv(br, 'br')).toEqual([
      { row: 2, reference: '10010001', quantityText: '1,5', quantity: 1.5, problem: null },
    ]);
    expect(parseCsv(templateCsv(headings, examples, 'gt'), 'gt')[0]!.quantity).toBe(1.5);
  });
});

describe('linesFromRows: sheet cells', () => {
  it('takes number cells as they are and text cells in the market format', () => {
    const rows = [['Código', 'Cantidad (qq)'], [10010001, 40], ['CM-GT-7', '2.5'], [], [null, '']];
    expect(linesFromRows(rows, 'gt')).toEqual([
      { row: 2, reference: '10010001', quantityText: '40', quantity: 40, problem: null },
      { row: 3, reference: 'CM-GT-7', quantityText: '2.5', quantity: 2.5, problem: null },
    ]);
    expect(linesFromRows([[10010001, 2.5]], 'br')[0]).toMatchObject({
      quantityText: '2,5',
      quantity: 2.5,
    });
  });
});
