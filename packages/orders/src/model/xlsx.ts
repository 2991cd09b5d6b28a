/**
 * A small Office Open XML (SpreadsheetML) writer for one-sheet exports: a bold header row that
 * stays in view (frozen pane) with an autofilter, column widths, and typed cells: text as inline
 * strings, numbers as numbers, dates as date serials with a DD-MMM-YYYY number format, money with
 * the market's currency symbol. The parts are zipped with fflate. Pure: the caller passes the
 * creation time, so the same input always gives the same bytes.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { spreadsheetSerial } from '@anp/rules/calendar';

export type XlsxFormat = 'text' | 'integer' | 'decimal' | 'money' | 'date';

export interface XlsxColumn {
  header: string;
  /** Width in characters of the default font. */
  width: number;
  format: XlsxFormat;
}

/** A cell: text, a number, a calendar date (YYYY-MM-DD), or empty. */
export type XlsxCell = string | number | { date: string } | null;

export interface XlsxSheet {
  /** The sheet's tab name (at most 31 characters; `[]:*?/\` are replaced). */
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxCell[])[];
  /** The symbol money cells show, e.g. `$`, `R$`. */
  currencySymbol?: string;
  /** The workbook's title (document properties). */
  title?: string;
  /** When the workbook was made (document properties and zip entry times). */
  created: Date;
}

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text as XML character data: escaped, without the characters XML 1.0 forbids. */
export function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** A1-style column letters of a 0-based column index (0 → A, 26 → AA). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Excel's serial day number of a calendar date (1900 date system), or null for a bad date. */
export const dateSerial = spreadsheetSerial;

/** A sheet name Excel accepts: no `[]:*?/\`, not blank, at most 31 characters. */
export function sheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  return (cleaned || 'Sheet1').slice(0, 31);
}

// Style indexes of styles.xml's cellXfs, in the order written there.
const STYLE = { text: 0, header: 1, date: 2, money: 3, decimal: 4, integer: 5 } as const;

function moneyFormat(symbol: string): string {
  // A symbol in quotes is shown as is; the negative section keeps the sign before it.
  const quoted = `"${symbol.replace(/"/g, '')}${symbol.length > 1 ? ' ' : ''}"`;
  return `${quoted}#,##0.00;-${quoted}#,##0.00`;
}

function stylesXml(currencySymbol: string): string {
  return (
    `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
    `<numFmts count="2"><numFmt numFmtId="164" formatCode="dd-mmm-yyyy"/>` +
    `<numFmt numFmtId="165" formatCode="${xmlText(moneyFormat(currencySymbol))}"/></numFmts>` +
    `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
    `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
    `<fills count="3"><fill><patternFill patternType="none"/></fill>` +
    `<fill><patternFill patternType="gray125"/></fill>` +
    `<fill><patternFill patternType="solid"><fgColor rgb="FFE6F2EA"/><bgColor indexed="64"/></patternFill></fill></fills>` +
    `<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>` +
    `<border><left/><right/><top/><bottom style="thin"><color rgb="FF857B6C"/></bottom><diagonal/></border></borders>` +
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
    `<cellXfs count="6">` +
    `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1"/>` +
    `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
    `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
    `<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
    `<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
    `</cellXfs>` +
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
    `</styleSheet>`
  );
}

function inlineString(ref: string, text: string, style: number): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${xmlText(text)}</t></is></c>`;
}

function cellXml(ref: string, cell: XlsxCell, format: XlsxFormat): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'object') {
    const serial = dateSerial(cell.date);
    return serial === null
      ? inlineString(ref, cell.date, STYLE.text)
      : `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '';
    const style =
      format === 'money' ? STYLE.money : format === 'integer' ? STYLE.integer : STYLE.decimal;
    return `<c r="${ref}" s="${style}"><v>${cell}</v></c>`;
  }
  return inlineString(ref, cell, STYLE.text);
}

function sheetXml(sheet: XlsxSheet): string {
  const { columns, rows } = sheet;
  const lastColumn = columnName(Math.max(columns.length, 1) - 1);
  const range = `A1:${lastColumn}${rows.length + 1}`;
  const cols = columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${Math.max(4, Math.min(80, c.width))}" customWidth="1"/>`,
    )
    .join('');
  const header = `<row r="1">${columns
    .map((c, i) => inlineString(`${columnName(i)}1`, c.header, STYLE.header))
    .join('')}</row>`;
  const body = rows
    .map((row, r) => {
      const n = r + 2;
      const cells = columns
        .map((c, i) => cellXml(`${columnName(i)}${n}`, row[i] ?? null, c.format))
        .join('');
      return `<row r="${n}">${cells}</row>`;
    })
    .join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    `<dimension ref="${range}"/>` +
    `<sheetViews><sheetView workbookViewId="0">` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>` +
    `</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>${header}${body}</sheetData>` +
    `<autoFilter ref="${range}"/>` +
    `<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>` +
    `</worksheet>`
  );
}

/** The XML parts of the workbook, by path inside the package. */
export function xlsxParts(sheet: XlsxSheet): Record<string, string> {
  const name = sheetName(sheet.name);
  const lastColumn = columnName(Math.max(sheet.columns.length, 1) - 1);
  const quotedName = `'${name.replace(/'/g, "''")}'`;
  const filterRange = `${quotedName}!$A$1:$${lastColumn}$${sheet.rows.length + 1}`;
  const created = sheet.created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
      `</Types>`,
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
      `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
      `</Relationships>`,
    'docProps/core.xml':
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
      `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ` +
      `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
      `<dc:title>${xmlText(sheet.title ?? name)}</dc:title>` +
      `<dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created>` +
      `</cp:coreProperties>`,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      `<bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets>` +
      `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${xmlText(filterRange)}</definedName></definedNames>` +
      `</workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
      `</Relationships>`,
    'xl/styles.xml': stylesXml(sheet.currencySymbol ?? '$'),
    'xl/worksheets/sheet1.xml': sheetXml(sheet),
  };
}

/** The workbook as the bytes of an .xlsx file. */
export function createXlsx(sheet: XlsxSheet): Uint8Array {
  const parts = xlsxParts(sheet);
  const files: Zippable = {};
  for (const [path, xml] of Object.entries(parts)) files[path] = strToU8(xml);
  return zipSync(files, { level: 6, mtime: sheet.created });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
