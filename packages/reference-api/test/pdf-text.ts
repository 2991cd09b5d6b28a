/** Test-only: reading what a generated PDF shows, with pdf.js (not with the writer's own code). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf.js reads from a PDF: its metadata and the text of every page, in drawing order. */
export interface PdfReading {
  title: string;
  lang: string | null;
  pageCount: number;
  /**
   * The text pieces of all pages: the text of each tagged marked content sequence (one drawn
   * string of the writer), and each run pdf.js finds in artifacts (footers, repeated heads).
   */
  items: string[];
  /** Each page's text, pieces joined with no separator and lines by "\n". */
  pages: string[];
  /** The tags of the marked content sequences in drawing order (H1, P, TH, TD, Artifact ...). */
  tags: string[];
  /** The document is tagged (/MarkInfo /Marked true). */
  marked: boolean;
}

export async function readPdf(file: Buffer | Uint8Array): Promise<PdfReading> {
  const task = getDocument({ data: new Uint8Array(file), verbosity: 0 });
  const doc = await task.promise;
  try {
    const meta = await doc.getMetadata();
    const info = meta.info as { Title?: string; Language?: string };
    // pdf.js answers a Map (its typings say an object).
    const markInfo = (await doc.getMarkInfo()) as unknown as Map<string, boolean> | null;
    const items: string[] = [];
    const pages: string[] = [];
    const tags: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent({ includeMarkedContent: true });
      let text = '';
      let open: string | null = null;
      for (const item of content.items) {
        if ('str' in item) {
          if (open === null) {
            if (item.str.trim()) items.push(item.str.trim());
          } else open += item.str;
          text += item.str + (item.hasEOL ? '\n' : '');
        } else if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
          // pdf.js gives the marked content's tag at run time; its typings do not list it.
          const tag = (item as { tag?: string }).tag ?? '';
          tags.push(tag);
          open = tag === 'Artifact' ? null : '';
        } else if (item.type === 'endMarkedContent') {
          // pdf.js adds a space piece for the gap before a cell; the writer drew none.
          if (open?.trim()) items.push(open.trim());
          open = null;
        }
      }
      pages.push(text);
    }
    return {
      title: info.Title ?? '',
      lang: info.Language ?? null,
      pageCount: doc.numPages,
      items,
      pages,
      tags,
      marked: markInfo?.get('Marked') === true,
    };
  } finally {
    await task.destroy();
  }
}

/** The text pieces a PDF shows, one per drawn string run, read by pdf.js. */
export async function pdfTexts(file: Buffer | Uint8Array): Promise<string[]> {
  return (await readPdf(file)).items;
}
