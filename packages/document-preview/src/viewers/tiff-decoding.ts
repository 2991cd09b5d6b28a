/**
 * The decoder's side of the protocol (tiff-protocol.ts), shared by the worker and the main-thread
 * fallback: it keeps the one file it was given and answers for its pages.
 */
import { TiffError, readTiff, type TiffFile } from '../model/tiff';
import { decodeTiffPage } from '../model/tiff-decode';
import type { TiffReply, TiffRequest } from './tiff-protocol';

export function createTiffDecoding(): (request: TiffRequest) => {
  reply: TiffReply;
  transfer: Transferable[];
} {
  let open: { bytes: Uint8Array<ArrayBuffer>; file: TiffFile } | null = null;
  return (request) => {
    const { id } = request;
    try {
      switch (request.type) {
        case 'open': {
          const bytes = new Uint8Array(request.bytes);
          const file = readTiff(bytes);
          open = { bytes, file };
          return { reply: { id, type: 'opened', file }, transfer: [] };
        }
        case 'page': {
          if (!open) throw new TiffError('truncated');
          const image = decodeTiffPage(open.bytes, open.file, request.index);
          return { reply: { id, type: 'page', image }, transfer: [image.rgba.buffer] };
        }
        case 'close':
          open = null;
          return { reply: { id, type: 'closed' }, transfer: [] };
      }
    } catch (error) {
      if (!(error instanceof TiffError)) throw error;
      return {
        reply: { id, type: 'refused', refusal: { problem: error.problem, detail: error.detail } },
        transfer: [],
      };
    }
  };
}
