/**
 * Zoom and canvas sizing of the preview (ordering.md §2 screen 11): the steps of Zoom in and
 * Zoom out, fitting the page to the width of the viewer, and a canvas that is sharp on the
 * screen's pixel ratio without asking the browser for more pixels than it can hold.
 */

/** `fit`: the content's width fills the viewer; `auto`: the same, but a small raster image stays at 100 %. */
export type ZoomMode = 'fit' | 'auto' | number;

/** The zoom levels the buttons step through, as in common document viewers. */
export const ZOOM_STEPS: readonly number[] = [
  0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5,
];
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 5;

/** PDF pages are measured in points (1/72 inch); 100 % shows them at CSS pixels (1/96 inch). */
export const CSS_PX_PER_PT = 96 / 72;

/** The largest canvas the preview draws: 16.7 million pixels (64 MB), safe on every browser. */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

const clamp = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));

/**
 * The scale that shows content `contentWidth` wide in a viewer `viewerWidth` wide (both in CSS
 * pixels at 100 %). `auto` never enlarges (a 340-pixel scan is not blown up to the screen);
 * `fit` does. Unknown sizes (0) give 100 %.
 */
export function scaleOf(mode: ZoomMode, contentWidth: number, viewerWidth: number): number {
  if (typeof mode === 'number') return clamp(mode);
  if (!(contentWidth > 0) || !(viewerWidth > 0)) return 1;
  const fit = clamp(viewerWidth / contentWidth);
  return mode === 'auto' ? Math.min(1, fit) : fit;
}

/** The next step above `scale`, or the maximum. A scale between steps goes to the next one. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + 0.005) ?? MAX_ZOOM;
}

/** The next step below `scale`, or the minimum. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.005) ?? MIN_ZOOM;
}

/** The zoom as a whole percentage, for the label ("125"). */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}

export interface CanvasSize {
  /** The size on screen, in CSS pixels. */
  cssWidth: number;
  cssHeight: number;
  /** The canvas's own pixels: the CSS size times the pixel ratio, within {@link MAX_CANVAS_PIXELS}. */
  width: number;
  height: number;
  /** Canvas pixels per CSS pixel actually used (the device pixel ratio, or less when capped). */
  ratio: number;
}

/**
 * The canvas for content of `width` x `height` CSS pixels on a screen of `devicePixelRatio`:
 * sharp on high-density screens, but never more than `maxPixels` (a page zoomed to 500 % on a
 * 3x phone would otherwise ask for hundreds of megabytes and draw nothing).
 */
export function canvasSize(
  width: number,
  height: number,
  devicePixelRatio: number,
  maxPixels: number = MAX_CANVAS_PIXELS,
): CanvasSize {
  const cssWidth = Math.max(1, Math.round(width));
  const cssHeight = Math.max(1, Math.round(height));
  const wanted = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const ratio = Math.min(wanted, Math.sqrt(maxPixels / (cssWidth * cssHeight)));
  return {
    cssWidth,
    cssHeight,
    width: Math.max(1, Math.floor(cssWidth * ratio)),
    height: Math.max(1, Math.floor(cssHeight * ratio)),
    ratio,
  };
}
