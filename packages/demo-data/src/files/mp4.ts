import { readFileSync } from 'node:fs';

/** Where the demo video lives (see assets/README.md for how it was made). */
export const DEMO_VIDEO_URL = new URL('../../assets/demo-video.mp4', import.meta.url);

let cached: Buffer | undefined;

/**
 * The demo video: a 3-second 320x180 H.264 (Main profile, yuv420p) MP4 with the `moov` box first,
 * made once with ffmpeg (browsers need H.264, which is not reasonable to encode in pure
 * JavaScript). Read from `assets/demo-video.mp4` on first use, then kept in memory.
 */
export function demoVideo(): Buffer {
  cached ??= readFileSync(DEMO_VIDEO_URL);
  return cached;
}
