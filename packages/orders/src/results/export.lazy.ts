/**
 * The export of the filtered orders list as PDF or XLSX, loaded on demand (the PDF writer and the
 * zip library stay out of the list's chunks until someone exports): every page of the current
 * filters is fetched, at most the order filter range of 5,995 rows (model/limits.ts), then the
 * file is built in the browser.
 */
import type { TFunction } from 'i18next';
import { FontSet, HANGUL, createPdf, dataUrlBytes, type PdfSpec } from '@anp/pdf';
import { formatDisplayDate, formatNumber, type Language } from '@anp/rules';
import type { OrderListRow, OrdersApi } from '@anp/core/services/orders';
import {
  exportFileName,
  exportPdfSpec,
  exportSheet,
  type ExportFormat,
  type ExportWords,
} from '../model/export-table';
import { ordersQueryOf, type ListState } from '../model/filters';
import { MAX_PAGE_SIZE, ORDER_FILTER_RANGE, exportPlan } from '../model/limits';
import { XLSX_TYPE, createXlsx } from '../model/xlsx';
import { shipMethodWord, statusText, statusWord, typeWord } from '../value-labels';

export interface ExportRequest {
  api: OrdersApi;
  state: ListState;
  format: ExportFormat;
  /** The `orders` namespace's translator (statuses, types, columns). */
  t: TFunction;
  /** The `ordersTable` namespace's translator (the export's own lines). */
  tt: TFunction;
  country: string;
  lang: Language;
  /** "Tri-County Farmers Cooperative · sold-to 0010100012" of a row of the list. */
  accountLine(row: OrderListRow | undefined): string | null;
  now: Date;
  /** The user's calendar date, YYYY-MM-DD (the file name). */
  today: string;
  signal: AbortSignal;
  onProgress(done: number, total: number): void;
  /** The rows are in; the file is being written. */
  onBuilding(): void;
}

export interface ExportResult {
  file: Blob;
  name: string;
  /** Rows in the file. */
  count: number;
  /** Rows of the result (over the cap, more than `count`). */
  total: number;
}

/** The bytes over their own ArrayBuffer, as a Blob part must be. */
const bytes = (data: Uint8Array) => new Uint8Array(data);

/**
 * The fonts of an export PDF: Noto Sans (Latin and currency symbols) always, Noto Sans KR only
 * when the text holds Hangul (its regular face; bold Hangul is drawn filled and stroked). Each
 * font file is inlined in a chunk of its own, loaded here and never before an export.
 */
async function exportFonts(spec: PdfSpec): Promise<FontSet> {
  const [regular, bold] = await Promise.all([
    import('@anp/pdf/fonts/NotoSans-Regular.ttf?inline'),
    import('@anp/pdf/fonts/NotoSans-Bold.ttf?inline'),
  ]);
  const texts = [
    spec.title,
    spec.subtitle ?? '',
    spec.footer ?? '',
    ...(spec.lines ?? []),
    ...(spec.sections ?? []).flatMap((s) => [...(s.columns ?? []), ...(s.rows ?? []).flat()]),
  ];
  const hangul = texts.some((text) => HANGUL.test(text))
    ? (await import('@anp/pdf/fonts/NotoSansKR-Regular.ttf?inline')).default
    : null;
  return new FontSet({
    regular: dataUrlBytes(regular.default),
    bold: dataUrlBytes(bold.default),
    ...(hangul ? { hangul: dataUrlBytes(hangul) } : {}),
  });
}

/** Gives the browser a frame to paint the progress before a long synchronous step. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The applied filters and the sort in words, one line each (the PDF's header). */
export function filterLines(
  state: ListState,
  t: TFunction,
  tt: TFunction,
  lang: Language,
): string[] {
  const { filters, sort } = state;
  const lines: string[] = [];
  if (filters.statuses.length)
    lines.push(
      tt('export.status', { list: filters.statuses.map((s) => statusWord(t, s)).join(', ') }),
    );
  if (filters.types.length)
    lines.push(tt('export.type', { list: filters.types.map((v) => typeWord(t, v)).join(', ') }));
  if (filters.dates)
    lines.push(
      tt('export.dates', {
        from: formatDisplayDate(filters.dates.from, lang),
        to: formatDisplayDate(filters.dates.to, lang),
      }),
    );
  if (filters.search) lines.push(tt('export.search', { term: filters.search }));
  if (lines.length === 0) lines.push(tt('export.noFilters'));
  lines.push(
    tt('export.sort', {
      column: t(`columns.${sort.field}`),
      direction: tt(sort.direction === 'asc' ? 'export.ascending' : 'export.descending'),
    }),
  );
  return lines;
}

function wordsOf(
  request: ExportRequest,
  account: string | null,
  count: number,
  total: number,
): ExportWords {
  const { t, tt, country, lang, now } = request;
  const number = (n: number) => formatNumber(n, country, 0);
  const time = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  return {
    title: t('title'),
    columns: {
      orderNumber: t('columns.orderNumber'),
      type: t('columns.type'),
      status: t('columns.status'),
      orderDate: t('columns.orderDate'),
      requestedDate: t('columns.requestedDate'),
      po: t('columns.po'),
      shipMethod: t('columns.shipMethod'),
      amount: t('columns.amount'),
      currency: t('columns.currency'),
      weight: t('columns.weight'),
      weightUnit: t('columns.weightUnit'),
    },
    type: (row) => typeWord(t, row.type),
    status: (row) => statusText(t, row),
    shipMethod: (row) => shipMethodWord(t, row.shipMethod),
    account,
    exported: tt('export.exported', { date: formatDisplayDate(now, lang), time }),
    filters: filterLines(request.state, t, tt, lang),
    leftOut:
      total > count
        ? tt('export.leftOut', {
            cap: number(ORDER_FILTER_RANGE),
            total: number(total),
            count: number(total - count),
          })
        : null,
    footer: tt('export.footer', { count: number(count) }),
  };
}

/**
 * Fetches the rows of the filters (first page first: its count decides how many pages follow)
 * and writes the file. Throws the API's PortalError, or an AbortError when cancelled.
 */
export async function runExport(request: ExportRequest): Promise<ExportResult> {
  const { api, state, signal } = request;
  const options = { signal, publishErrors: false } as const;
  const first = await api.ordersAndMemos(ordersQueryOf(state, 0, MAX_PAGE_SIZE), options);
  const plan = exportPlan(first.totalCount);
  const rows: OrderListRow[] = first.rows.slice(0, plan.take);
  request.onProgress(rows.length, plan.take);
  for (const page of plan.pages) {
    if (page.offset < rows.length) continue;
    signal.throwIfAborted();
    const answer = await api.ordersAndMemos(ordersQueryOf(state, page.offset, page.limit), options);
    rows.push(...answer.rows.slice(0, page.limit));
    request.onProgress(rows.length, plan.take);
    // A list that shrank meanwhile ends early rather than asking for pages past its end.
    if (answer.rows.length < page.limit) break;
  }
  signal.throwIfAborted();
  request.onBuilding();
  await nextFrame();
  signal.throwIfAborted();
  const total = Math.max(first.totalCount, rows.length);
  const words = wordsOf(request, request.accountLine(rows[0]), rows.length, total);
  const name = exportFileName(request.format, request.today);
  let file: Blob;
  if (request.format === 'pdf') {
    // The table's widths need the fonts' metrics: a first spec (auto widths) picks the fonts.
    const draft = exportPdfSpec(rows, words, request.country, request.lang, request.now, () => 0);
    const fonts = await exportFonts(draft);
    signal.throwIfAborted();
    const measure = (text: string, size: number, bold: boolean) =>
      fonts.width(text, size, bold ? 'F2' : 'F1');
    const spec = exportPdfSpec(rows, words, request.country, request.lang, request.now, measure);
    file = new Blob([bytes(createPdf(spec, fonts))], { type: 'application/pdf' });
  } else
    file = new Blob([bytes(createXlsx(exportSheet(rows, words, request.country, request.now)))], {
      type: XLSX_TYPE,
    });
  return { file, name, count: rows.length, total };
}
