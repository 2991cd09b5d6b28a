/**
 * The TIFF decoder's worker: utif2 decodes each page off the main thread, so a 600 dpi fax of
 * twenty pages does not freeze the page (issue 14). Built by Vite as a file of its own beside
 * the preview's chunks (`?worker&url` in tiff-decoder.ts).
 */
import { createTiffDecoding } from './tiff-decoding';
import type { TiffRequest } from './tiff-protocol';

const answer = createTiffDecoding();

// The DOM library's `self` (a worker's has the same postMessage(message, { transfer })).
self.onmessage = (event: MessageEvent<TiffRequest>) => {
  try {
    const { reply, transfer } = answer(event.data);
    self.postMessage(reply, { transfer });
  } catch (error) {
    // An unexpected failure ends this request only; the viewer says the file is damaged.
    self.postMessage({
      id: event.data.id,
      type: 'refused',
      refusal: { problem: 'truncated', detail: String(error) },
    });
  }
};
