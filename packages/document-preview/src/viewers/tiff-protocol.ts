/**
 * The messages between the TIFF viewer and the decoder (viewers/tiff.worker.ts, or the same code
 * on the main thread when no worker can start). The file's bytes go over once, copied; each page
 * comes back as RGBA, transferred.
 */
import type { TiffFile, TiffImage, TiffProblem } from '../model/tiff';

export type TiffRequest =
  | { id: number; type: 'open'; bytes: ArrayBuffer }
  | { id: number; type: 'page'; index: number }
  | { id: number; type: 'close' };

/** A refusal, as a plain object (errors do not cross to a worker with their class). */
export interface TiffRefusal {
  problem: TiffProblem;
  detail: string;
}

export type TiffReply =
  | { id: number; type: 'opened'; file: TiffFile }
  | { id: number; type: 'page'; image: TiffImage }
  | { id: number; type: 'refused'; refusal: TiffRefusal }
  | { id: number; type: 'closed' };
