/**
 * The idle warning's countdown (issue 12, WCAG 2.2.1): what the dialog shows each second and the
 * few moments a screen reader hears, so the time left is announced without a voice every second.
 */

/** Whole seconds left until `deadline` (epoch ms) at `now`, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The visible clock: `m:ss` (digits read the same in every language of the portal). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole minutes and the seconds beyond, for the words of a duration. */
export function durationParts(seconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}

/** The moments the time left is announced: one minute, 30 and 10 seconds before. */
export const SPOKEN_MILESTONES = [60, 30, 10] as const;

/**
 * The milestone the polite live region speaks of at `seconds` left: the smallest milestone not
 * below it, null before the first. It changes only three times, so the region speaks three times;
 * the dialog's description gave the full time when it opened.
 */
export function spokenMilestone(seconds: number): number | null {
  let spoken: number | null = null;
  for (const milestone of SPOKEN_MILESTONES) if (seconds <= milestone) spoken = milestone;
  return spoken;
}
