import { createRequire } from 'node:module';
import { dirname } from 'node:path';
/**
 * The text of a PDF as pdf.js reads it (not the writer's own reader): one string per line of the
 * page, items of a line joined as pdf.js gives them. Runs in the test's Node process with
 * pdf.js's legacy build (no worker, no canvas).
 */
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    // The 14 standard fonts a PDF may name without embedding them, from pdfjs-dist itself.
    standardFontDataUrl: STANDARD_FONTS,
  });
  const doc = await task.promise;
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line !== '') lines.push(line);
    }
  } finally {
    await task.destroy();
  }
  return lines;
}
