/**
 * The account statement (GET finance/statement): the open items of a period with their totals,
 * the summary and the ageing, as a PDF (@anp/pdf) or an XLSX workbook (exceljs, loaded on the
 * first one), in the caller's language and the market's number and date formats.
 */
import type { ArItem, FinanceData } from '@anp/contract';
import { AGEING_BUCKETS } from '@anp/rules/finance';
import { currencyDigits } from '@anp/rules';
import type { Lang } from '../accounts/caller';
import { createPdf, formats, pageSizeOf } from '../orders/pdfs/format';
import { MARKETS } from '../markets';
import type { ArBook } from './ar';
import { FINANCE_TEXTS } from './texts';

export interface StatementInput {
  book: ArBook;
  summary: FinanceData;
  /** The items with a document date in the period, by due date. */
  items: readonly ArItem[];
  from: string;
  to: string;
  lang: Lang;
}

/** The items of a period on the statement: document date within it, oldest due date first. */
export function statementItems(book: ArBook, from: string, to: string): ArItem[] {
  return book.items
    .filter((i) => i.documentDate >= from && i.documentDate <= to)
    .sort((a, b) =>
      a.dueDate === b.dueDate
        ? a.documentNumber.localeCompare(b.documentNumber)
        : a.dueDate < b.dueDate
          ? -1
          : 1,
    );
}

const totalOf = (items: readonly ArItem[], key: 'amount' | 'openAmount', digits: number) => {
  const scale = 10 ** digits;
  return items.reduce((sum, i) => sum + Math.round(i[key] * scale), 0) / scale;
};

export const statementFileName = (
  input: Pick<StatementInput, 'book' | 'from' | 'to'>,
  ext: string,
) => `statement-${input.book.account.soldToCode}-${input.from}-${input.to}.${ext}`;

export function statementPdf(input: StatementInput): Buffer {
  const { book, summary, items, from, to, lang } = input;
  const t = FINANCE_TEXTS[lang];
  const f = formats(book.account.region, lang);
  const digits = currencyDigits(book.account.region);
  const account = `${book.account.fullname} (${book.account.soldToCode})`;
  return createPdf({
    title: t.statementTitle,
    subtitle: t.statementSubtitle(account, f.date(from), f.date(to)),
    lang,
    pageSize: pageSizeOf(book.currency),
    objectStreams: true,
    info: { subject: `${t.statementTitle} ${book.account.soldToCode}` },
    lines: [t.asOf(f.date(book.asOf))],
    sections: [
      {
        widths: [1, 3],
        rows: [
          [t.soldTo, `${account}, ${book.account.address}`],
          [t.currency, book.currency],
          [t.creditLimit, f.money(summary.creditLimit)],
          [t.availableCredit, f.money(summary.availableCredit)],
          [t.balance, f.money(summary.openBalance)],
          [t.current, f.money(summary.current)],
          [t.pastDue, f.money(summary.overdue)],
        ],
      },
      {
        heading: t.ageing,
        columns: [t.columns.bucket, `${t.columns.openAmount} (${book.currency})`],
        rows: AGEING_BUCKETS.map((b) => [t.bucket[b], f.money(summary.buckets[b])]),
        totals: [[t.total, f.money(summary.openBalance)]],
      },
      {
        heading: t.items,
        widths: [12.5, 16, 14, 14, 6, 11.5, 12, 13],
        align: ['left', 'left', 'left', 'left', 'right', 'left', 'right', 'right'],
        columns: [
          t.columns.document,
          t.columns.type,
          t.columns.documentDate,
          t.columns.dueDate,
          t.columns.daysPastDue,
          t.columns.reference,
          `${t.columns.amount} (${book.currency})`,
          `${t.columns.openAmount} (${book.currency})`,
        ],
        rows: items.map((i) => [
          i.documentNumber,
          t.itemType[i.itemType],
          f.date(i.documentDate),
          f.date(i.dueDate),
          f.number(i.daysPastDue),
          i.referenceDocument ?? i.orderNumber ?? i.customerPO ?? '\u2014',
          f.money(i.amount),
          f.money(i.openAmount),
        ]),
        totals:
          items.length > 0
            ? [
                [
                  t.total,
                  '',
                  '',
                  '',
                  '',
                  '',
                  f.money(totalOf(items, 'amount', digits)),
                  f.money(totalOf(items, 'openAmount', digits)),
                ],
              ]
            : [],
        notes: [items.length > 0 ? t.statementNote : t.noItems],
      },
    ],
    footer: `${MARKETS[book.account.region].name} \u00b7 ${t.statementTitle} \u00b7 ${f.date(book.asOf)}`,
  });
}

const excel = async () => (await import('exceljs')).default;

/** A Date at noon UTC of a calendar date, so no viewer's time zone moves it a day. */
const excelDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

export async function statementXlsx(input: StatementInput): Promise<Buffer> {
  const { book, summary, items, from, to, lang } = input;
  const t = FINANCE_TEXTS[lang];
  const digits = currencyDigits(book.account.region);
  const money = digits === 0 ? '#,##0' : '#,##0.00';
  // The market's display format (26-Nov-2026); the viewer's Excel names the month.
  const date = 'dd-mmm-yyyy';
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AN Portal Kit';
  workbook.created = excelDate(book.asOf);
  workbook.title = t.statementTitle;

  const sheet = workbook.addWorksheet(t.items.slice(0, 31));
  sheet.addRow([t.statementTitle]).font = { bold: true, size: 14 };
  sheet.addRow([t.soldTo, `${book.account.fullname} (${book.account.soldToCode})`]);
  const period = sheet.addRow([t.columns.documentDate, excelDate(from), excelDate(to)]);
  period.getCell(2).numFmt = date;
  period.getCell(3).numFmt = date;
  sheet.addRow([t.currency, book.currency]);
  sheet.addRow([]);
  const header = sheet.addRow([
    t.columns.document,
    t.columns.type,
    t.columns.documentDate,
    t.columns.dueDate,
    t.columns.daysPastDue,
    t.columns.bucket,
    t.columns.reference,
    t.columns.amount,
    t.columns.openAmount,
  ]);
  header.font = { bold: true };
  for (const i of items) {
    const row = sheet.addRow([
      i.documentNumber,
      t.itemType[i.itemType],
      excelDate(i.documentDate),
      excelDate(i.dueDate),
      i.daysPastDue,
      t.bucket[i.bucket],
      i.referenceDocument ?? i.orderNumber ?? i.customerPO ?? '',
      i.amount,
      i.openAmount,
    ]);
    row.getCell(3).numFmt = date;
    row.getCell(4).numFmt = date;
    row.getCell(8).numFmt = money;
    row.getCell(9).numFmt = money;
  }
  const total = sheet.addRow([
    t.total,
    '',
    '',
    '',
    '',
    '',
    '',
    totalOf(items, 'amount', digits),
    totalOf(items, 'openAmount', digits),
  ]);
  total.font = { bold: true };
  total.getCell(8).numFmt = money;
  total.getCell(9).numFmt = money;
  if (items.length === 0) sheet.addRow([t.noItems]);
  [14, 16, 16, 16, 12, 16, 16, 16, 16].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });

  const ageing = workbook.addWorksheet(t.ageing.slice(0, 31));
  ageing.addRow([t.asOf(excelDate(book.asOf).toISOString().slice(0, 10))]).font = { bold: true };
  for (const [label, value] of [
    [t.creditLimit, summary.creditLimit],
    [t.availableCredit, summary.availableCredit],
    [t.balance, summary.openBalance],
    [t.current, summary.current],
    [t.pastDue, summary.overdue],
  ] as const)
    ageing.addRow([label, value]).getCell(2).numFmt = money;
  ageing.addRow([]);
  ageing.addRow([t.columns.bucket, t.columns.openAmount]).font = { bold: true };
  for (const b of AGEING_BUCKETS)
    ageing.addRow([t.bucket[b], summary.buckets[b]]).getCell(2).numFmt = money;
  ageing.getColumn(1).width = 24;
  ageing.getColumn(2).width = 18;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
