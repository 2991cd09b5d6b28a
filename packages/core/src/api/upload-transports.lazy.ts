import type { UploadTransport } from './client';

/**
 * How uploads travel, loaded with the first upload (only the complaint form sends files): with
 * XMLHttpRequest, whose `upload` events report the bytes sent, or with `fetch` where there is none
 * (tests, other runtimes), which reports the whole body once it is sent.
 */

/** Upload with XMLHttpRequest, whose `upload` events report the bytes sent. */
export const xhrUpload: UploadTransport = (url, init, onProgress) =>
  new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    const abort = () => xhr.abort();
    init.signal.addEventListener('abort', abort, { once: true });
    const settle = () => init.signal.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      const headers = new Headers();
      const type = xhr.getResponseHeader('content-type');
      if (type) headers.set('content-type', type);
      // A Response cannot carry 1xx or 0; the server always answers one of the usual codes.
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    // Network failures reject like fetch's (a TypeError); an abort with the signal's reason
    // (TimeoutError for the timeout, AbortError for the caller's cancel).
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(init.signal.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(init.body);
  });

export function fetchUpload(doFetch: typeof fetch): UploadTransport {
  return async (url, init, onProgress) => {
    const response = await doFetch(url, init);
    const total = init.body instanceof FormData ? formSize(init.body) : 0;
    onProgress(total, total);
    return response;
  };
}

/** The bytes of a form's files and fields (close to what is sent; for progress only). */
function formSize(form: FormData): number {
  let size = 0;
  for (const [, value] of form.entries()) {
    size += typeof value === 'string' ? value.length : value.size;
  }
  return size;
}
