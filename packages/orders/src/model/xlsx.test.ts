import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import {
  columnName,
  createXlsx,
  dateSerial,
  sheetName,
  xlsxParts,
  xmlText,
  type XlsxSheet,
} from './xlsx';

const created = new Date('2026-05-14T12:00:00Z');

const sheet: XlsxSheet = {
  name: 'Orders',
  created,
  currencySymbol: 'R$',
  columns: [
    { header: 'Order', width: 14, format: 'text' },
    { header: 'Date', width: 12, format: 'date' },
    { header: 'Amount', width: 14, format: 'money' },
    { header: 'Weight', width: 12, format: 'decimal' },
    { header: 'Lines', width: 6, format: 'integer' },
  ],
  rows: [
    ['4000120001', { date: '2026-03-05' }, 1234.5, 880.25, 3],
    ['M & <1>', { date: '2026-02-30' }, -20, null, 0],
  ],
};

describe('given the A1 column names', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('column %i is %s', (index, name) => {
    expect(columnName(index)).toBe(name);
  });
});

describe('given calendar dates as Excel serials', () => {
  it.each([
    ['1900-03-01', 61],
    ['1970-01-01', 25569],
    ['2026-03-05', 46086],
    ['2026-02-30', null],
    ['05-Mar-2026', null],
  ])('%s is %s', (iso, serial) => {
    expect(dateSerial(iso)).toBe(serial);
  });
});

describe('given text for the XML', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<t>"x"</t>', '&lt;t&gt;&quot;x&quot;&lt;/t&gt;'],
    ['bell\u0007 and tab\t', 'bell and tab\t'],
  ])('writes %j as %j', (text, xml) => {
    expect(xmlText(text)).toBe(xml);
  });

  it.each([
    ['Orders', 'Orders'],
    ['Q1/Q2 [draft]', 'Q1 Q2  draft'],
    ['', 'Sheet1'],
    ['x'.repeat(40), 'x'.repeat(31)],
  ])('names the sheet %j as %j', (name, expected) => {
    expect(sheetName(name)).toBe(expected);
  });
});

describe('given a sheet of orders', () => {
  const parts = xlsxParts(sheet);
  const xml = parts['xl/worksheets/sheet1.xml'] ?? '';

  it('writes the parts of a workbook package', () => {
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(parts['xl/workbook.xml']).toContain('<sheet name="Orders" sheetId="1" r:id="rId1"/>');
  });

  it('writes a bold header row that stays in view, with an autofilter and widths', () => {
    expect(xml).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
    expect(xml).toContain('<autoFilter ref="A1:E3"/>');
    expect(xml).toContain('<col min="1" max="1" width="14" customWidth="1"/>');
    expect(xml).toContain('<c r="A1" t="inlineStr" s="1"><is><t>Order</t></is></c>');
  });

  it('writes numbers as numbers and dates as date serials with their formats', () => {
    expect(xml).toContain('<c r="A2" t="inlineStr"><is><t>4000120001</t></is></c>');
    expect(xml).toContain('<c r="B2" s="2"><v>46086</v></c>');
    expect(xml).toContain('<c r="C2" s="3"><v>1234.5</v></c>');
    expect(xml).toContain('<c r="D2" s="4"><v>880.25</v></c>');
    expect(xml).toContain('<c r="E2" s="5"><v>3</v></c>');
    expect(parts['xl/styles.xml']).toContain('formatCode="dd-mmm-yyyy"');
    expect(parts['xl/styles.xml']).toContain(
      'formatCode="&quot;R$ &quot;#,##0.00;-&quot;R$ &quot;#,##0.00"',
    );
  });

  it('escapes text, keeps a bad date as text, a credit negative and an empty cell out', () => {
    expect(xml).toContain('<c r="A3" t="inlineStr"><is><t>M &amp; &lt;1&gt;</t></is></c>');
    expect(xml).toContain('<c r="B3" t="inlineStr"><is><t>2026-02-30</t></is></c>');
    expect(xml).toContain('<c r="C3" s="3"><v>-20</v></c>');
    expect(xml).not.toContain('r="D3"');
  });

  it('zips the parts into an .xlsx that unzips to the same XML', () => {
    const files = unzipSync(createXlsx(sheet));
    expect(Object.keys(files).sort()).toEqual(Object.keys(parts).sort());
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toBe(xml);
  });

  it('gives the same bytes for the same sheet', () => {
    expect(createXlsx(sheet)).toEqual(createXlsx(sheet));
  });
});
