/**
 * How long the object URL of a saved file stays valid: Safari starts reading it asynchronously,
 * and a URL revoked at once can end in an empty download.
 */
export const SAVE_REVOKE_AFTER_MS = 10_000;

/**
 * Saves a blob under a file name on the user's device: an object URL on a temporary, hidden
 * `<a download>` in the page's own document (where every browser expects it, also for a widget
 * in a shadow root), clicked and removed; the URL is revoked once the browser has taken the file.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const view = doc.defaultView ?? window;
  const url = view.URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    view.setTimeout(() => view.URL.revokeObjectURL(url), SAVE_REVOKE_AFTER_MS);
  }
}
