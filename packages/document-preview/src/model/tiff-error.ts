/**
 * Why the TIFF reader refuses a file or a page (model/tiff.ts), so the preview can say why and
 * offer the download instead.
 */
/** Why a file or page cannot be shown. */
export type TiffProblem =
  /** Not a TIFF file at all. */
  | 'not-tiff'
  /** BigTIFF (64-bit offsets), rare for documents. */
  | 'bigtiff'
  /** An offset or length points past the end of the file. */
  | 'truncated'
  /** A compression other than none, PackBits and LZW; `detail` names it. */
  | 'compression'
  /** Tiles instead of strips. */
  | 'tiled'
  /** A pixel layout this reader does not draw (`detail` says which). */
  | 'format'
  /** More pixels than the preview draws ({@link MAX_PIXELS}). */
  | 'too-large';

export class TiffError extends Error {
  readonly problem: TiffProblem;
  readonly detail: string;
  constructor(problem: TiffProblem, detail = '') {
    super(detail ? `TIFF ${problem}: ${detail}` : `TIFF ${problem}`);
    this.name = 'TiffError';
    this.problem = problem;
    this.detail = detail;
  }
}
