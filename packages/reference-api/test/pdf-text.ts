/** Test-only: reading what a generated PDF shows. */
/**
 * The text a PDF of @anp/pdf shows, one entry per drawn string (`(...) Tj`), decoded from
 * WinAnsi (Latin-1 range) so tests can look for "Factura" or "Número" as written.
 */
export function pdfTexts(file: Buffer | Uint8Array | string): string[] {
  const text =
    Buffer.isBuffer(file) || file instanceof Uint8Array
      ? Buffer.from(file).toString('latin1')
      : file;
  const out: string[] = [];
  const re = /\(((?:\\[\s\S]|[^\\)])*)\) Tj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(
      (m[1] ?? '').replace(/\\([0-7]{3}|[\s\S])/g, (_, esc: string) =>
        esc.length === 3 ? String.fromCharCode(parseInt(esc, 8)) : esc,
      ),
    );
  }
  return out;
}
