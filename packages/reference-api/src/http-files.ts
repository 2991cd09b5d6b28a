/**
 * Files as HTTP answers, shared by every download of the API (order documents, documents, case
 * files): the size limit and its 413 ERRDD001 (ordering.md §8 blob error), the
 * Content-Disposition header, and the OpenAPI shape of a file.
 */
import { Type } from 'typebox';
import { HttpError } from './http-error';

/** Default largest download: 25 MB (ANP_DOWNLOAD_LIMIT_BYTES or the server option changes it). */
export const DEFAULT_DOWNLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** The size limit from the environment, or null when it is not set to a positive integer. */
export function downloadLimitFromEnv(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.ANP_DOWNLOAD_LIMIT_BYTES?.trim();
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** 413 ERRDD001 when a file is over the limit (ordering.md §8 blob error). */
export function checkDownloadSize(size: number, limit: number): void {
  if (size > limit)
    throw new HttpError(
      413,
      'ERRDD001',
      `The file is ${size} bytes, over the download limit of ${limit} bytes`,
    );
}

/** `attachment; filename="..."` with an RFC 5987 form for names beyond plain ASCII. */
export function attachmentHeader(fileName: string, disposition = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `${disposition}; filename="${fileName}"`;
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A 200 that is a file, as OpenAPI shows it. */
export const FileResponse = Type.Unsafe<Buffer | string>({
  type: 'string',
  format: 'binary',
  description: 'The file',
});
