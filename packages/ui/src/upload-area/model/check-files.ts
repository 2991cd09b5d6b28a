/**
 * Which files of a drop or a browse the upload area takes, and why it refuses the others
 * (ordering.md §2 screen 12: "type and size limits with clear messages"). Pure: no React, no DOM
 * beyond reading a File's name, size and type.
 */

/** One accepted file kind, as the server's CaseUploadRules.accepted lists it. */
export interface AcceptedType {
  /** Lower case, without the dot: pdf, jpg, png, ... */
  extension: string;
  mimeType: string;
}

/** The limits the server enforces; the upload area checks them first. */
export interface UploadRules {
  accepted: AcceptedType[];
  maxFileBytes: number;
  maxFiles: number;
}

export type RefusalReason = 'type' | 'size' | 'count' | 'empty';

/** What is needed of a file already in the list to recognise the same file dropped again. */
export interface ListedFile {
  name: string;
  size: number;
}

export interface CheckedFiles {
  accepted: File[];
  refused: Array<{ file: File; reason: RefusalReason }>;
}

/**
 * MIME types that say nothing about the content: a browser gives them for kinds it does not know
 * (Windows without the viewing application installed), so the extension decides.
 */
const UNINFORMATIVE_MIME_TYPES = new Set(['', 'application/octet-stream']);

/** The extension of a file name in lower case without the dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const base = name.trim();
  const dot = base.lastIndexOf('.');
  // ".profile" is a name without an extension, as "report." is.
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}

/** The accepted extensions once each, in the rules' order (jpg and jpeg stay two entries). */
export function acceptedExtensions(rules: UploadRules): string[] {
  return [...new Set(rules.accepted.map((a) => a.extension.toLowerCase().replace(/^\./, '')))];
}

/** Whether the file's kind is accepted: by its extension, and by its MIME type when it has one. */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, rules: UploadRules): boolean {
  const extension = extensionOf(file.name);
  if (!extension || !acceptedExtensions(rules).includes(extension)) return false;
  const mime = file.type.trim().toLowerCase();
  if (UNINFORMATIVE_MIME_TYPES.has(mime)) return true;
  return rules.accepted.some((a) => a.mimeType.toLowerCase() === mime);
}

const sameFile = (a: ListedFile, b: ListedFile) => a.name === b.name && a.size === b.size;

/**
 * Splits the files a user chose into the accepted and the refused. In order, each file is:
 * - ignored when the same file (same name and size) is already listed or earlier in this drop:
 *   a second drop of a file must not attach it twice;
 * - refused for `type` when its extension, or its MIME type when the browser gave one, is not
 *   accepted; for `empty` at 0 bytes (nothing to attach, and often a failed download); for
 *   `size` above `maxFileBytes`;
 * - refused for `count` once `alreadyCount` (the listed files that were not refused) plus the
 *   files accepted so far reach `maxFiles`: the first files chosen are the ones kept.
 *
 * @param listed the files already in the list, refused ones included, for the duplicate rule.
 */
export function checkFiles(
  files: readonly File[],
  rules: UploadRules,
  alreadyCount: number,
  listed: readonly ListedFile[] = [],
): CheckedFiles {
  const result: CheckedFiles = { accepted: [], refused: [] };
  const seen: ListedFile[] = [...listed];
  let count = Math.max(0, alreadyCount);
  for (const file of files) {
    if (seen.some((s) => sameFile(s, file))) continue;
    seen.push({ name: file.name, size: file.size });
    const reason = refusalOf(file, rules, count);
    if (reason) {
      result.refused.push({ file, reason });
    } else {
      result.accepted.push(file);
      count += 1;
    }
  }
  return result;
}

function refusalOf(file: File, rules: UploadRules, count: number): RefusalReason | null {
  if (!isAcceptedType(file, rules)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rules.maxFileBytes) return 'size';
  if (count >= rules.maxFiles) return 'count';
  return null;
}
