/**
 * Numbers and colours as content-stream operators write them, and the document's ink colours.
 */
import type { PdfColor } from './document-spec';

/** A coordinate or colour channel with at most two decimals, as the operators take it. */
export const num = (value: number) => (Math.round(value * 100) / 100).toString();
export const rgb = (c: PdfColor) => `${num(c[0] / 255)} ${num(c[1] / 255)} ${num(c[2] / 255)}`;

export const INK: PdfColor = [33, 37, 41];
export const GREY: PdfColor = [108, 117, 125];
export const ZEBRA: PdfColor = [244, 246, 245];
