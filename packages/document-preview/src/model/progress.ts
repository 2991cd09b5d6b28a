/**
 * Progress of a file on its way (issue 14: every download and preview over 1 MB says how much of
 * it has arrived). Pure: what is shown and what is announced.
 */

/** Files from this size on show their progress; smaller ones arrive before it could be read. */
export const PROGRESS_FROM_BYTES = 1024 * 1024;

/** Screen readers hear the progress at these fractions, not at every chunk. */
const STEPS = 4;

/** Whether a file of `total` bytes (null: unknown) shows its progress once `received` arrived. */
export function showsProgress(received: number, total: number | null): boolean {
  return (total ?? received) > PROGRESS_FROM_BYTES;
}

/** The whole percent received, 0..100; null when the size is unknown. */
export function percentOf(received: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.floor((received / total) * 100));
}

/**
 * The step of the progress a polite live region announces: 0, 25, 50, 75 and 100 percent (each
 * said once), or for a file of unknown size each further megabyte.
 */
export function announcedStep(received: number, total: number | null): number {
  const percent = percentOf(received, total);
  if (percent === null) return Math.floor(received / PROGRESS_FROM_BYTES);
  return Math.floor((percent / 100) * STEPS) * (100 / STEPS);
}
