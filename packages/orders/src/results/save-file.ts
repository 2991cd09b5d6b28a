/**
 * Hands a file to the browser's downloads: an object URL on a temporary link with `download`,
 * clicked and removed; the URL is released after the click has been handled.
 */
export function saveFile(win: Window, data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = win.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  win.document.body.append(link);
  link.click();
  link.remove();
  win.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
