/**
 * Text drawn from real font outlines, for pictures whose script the 5x7 pixel font cannot draw
 * (Korea's labels, certificate and scans, issue 14). The glyphs are the committed Noto Sans and
 * Noto Sans KR subsets of @anp/pdf (the PDFs' own fonts), read with fontkit: Latin from Noto
 * Sans, Hangul (and what Noto Sans lacks) from Noto Sans KR. Each string's outlines are flattened
 * to line segments and filled with a scan-line rasteriser (non-zero winding, the TrueType rule),
 * anti-aliased with four sub-scan-lines a pixel and exact horizontal coverage.
 */
import { create } from 'fontkit';
import { nodeFonts } from '@anp/pdf/node';
import type { Canvas, Rgb, TextFont } from './raster';

/** The part of fontkit's font the rasteriser reads (fontkit ships no typings). */
interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}
interface OutlineFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): {
    glyphs: { path: { commands: PathCommand[] } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
}

/** A line segment of a flattened outline, in pixels (y down). */
export interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Sub-scan-lines per pixel row. */
const SUBSAMPLES = 4;

const open = (bytes: Uint8Array | undefined): OutlineFont => {
  if (!bytes) throw new Error('@anp/pdf has no such font');
  return create(bytes) as unknown as OutlineFont;
};

/** Splits text into runs of one font: Latin where Noto Sans has the glyph, else Noto Sans KR. */
function runs(text: string, latin: OutlineFont): { text: string; latin: boolean }[] {
  const out: { text: string; latin: boolean }[] = [];
  for (const char of text) {
    const isLatin = latin.hasGlyphForCodePoint(char.codePointAt(0) ?? 32);
    const last = out[out.length - 1];
    if (last && last.latin === isLatin) last.text += char;
    else out.push({ text: char, latin: isLatin });
  }
  return out;
}

/** Appends the segments of a path (font units, y up) placed at `x`, `baseline` and `scale`. */
function flatten(
  commands: readonly PathCommand[],
  x: number,
  baseline: number,
  scale: number,
  edges: Edge[],
): void {
  const px = (u: number) => x + u * scale;
  const py = (v: number) => baseline - v * scale;
  let startX = 0;
  let startY = 0;
  let curX = 0;
  let curY = 0;
  const line = (toX: number, toY: number) => {
    if (toY !== curY) edges.push({ x0: curX, y0: curY, x1: toX, y1: toY });
    curX = toX;
    curY = toY;
  };
  // Enough segments that no chord strays more than about a tenth of a pixel from the curve.
  const steps = (length: number) => Math.min(24, Math.max(1, Math.ceil(Math.sqrt(length) * 1.5)));
  for (const { command, args: a } of commands) {
    switch (command) {
      case 'moveTo':
        if (curX !== startX || curY !== startY) line(startX, startY);
        startX = curX = px(a[0] ?? 0);
        startY = curY = py(a[1] ?? 0);
        break;
      case 'lineTo':
        line(px(a[0] ?? 0), py(a[1] ?? 0));
        break;
      case 'quadraticCurveTo': {
        const [cx, cy, ex, ey] = [px(a[0] ?? 0), py(a[1] ?? 0), px(a[2] ?? 0), py(a[3] ?? 0)];
        const [sx, sy] = [curX, curY];
        const n = steps(Math.hypot(cx - sx, cy - sy) + Math.hypot(ex - cx, ey - cy));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          line(u * u * sx + 2 * u * t * cx + t * t * ex, u * u * sy + 2 * u * t * cy + t * t * ey);
        }
        break;
      }
      case 'bezierCurveTo': {
        const [c1x, c1y, c2x, c2y, ex, ey] = a.map((v, i) => (i % 2 ? py(v) : px(v)));
        const [sx, sy] = [curX, curY];
        const [p1x, p1y, p2x, p2y, qx, qy] = [
          c1x ?? 0,
          c1y ?? 0,
          c2x ?? 0,
          c2y ?? 0,
          ex ?? 0,
          ey ?? 0,
        ];
        const n = steps(
          Math.hypot(p1x - sx, p1y - sy) +
            Math.hypot(p2x - p1x, p2y - p1y) +
            Math.hypot(qx - p2x, qy - p2y),
        );
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          line(
            u * u * u * sx + 3 * u * u * t * p1x + 3 * u * t * t * p2x + t * t * t * qx,
            u * u * u * sy + 3 * u * u * t * p1y + 3 * u * t * t * p2y + t * t * t * qy,
          );
        }
        break;
      }
      case 'closePath':
        line(startX, startY);
        break;
    }
  }
  if (curX !== startX || curY !== startY) line(startX, startY);
}

/**
 * Fills `edges` (non-zero winding) onto the canvas in `color`, each pixel's coverage its alpha.
 * Coverage per pixel: the mean over {@link SUBSAMPLES} scan-lines of the covered part of its width.
 */
export function fillEdges(canvas: Canvas, edges: readonly Edge[], color: Rgb): void {
  if (edges.length === 0) return;
  let minY = Infinity;
  let maxY = -Infinity;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const e of edges) {
    minY = Math.min(minY, e.y0, e.y1);
    maxY = Math.max(maxY, e.y0, e.y1);
    minX = Math.min(minX, e.x0, e.x1);
    maxX = Math.max(maxX, e.x0, e.x1);
  }
  const top = Math.max(0, Math.floor(minY));
  const bottom = Math.min(canvas.height, Math.ceil(maxY));
  const left = Math.max(0, Math.floor(minX));
  const right = Math.min(canvas.width, Math.ceil(maxX) + 1);
  if (top >= bottom || left >= right) return;
  const coverage = new Float32Array(right - left + 1);
  const crossings: { x: number; dir: number }[] = [];
  const add = (from: number, to: number, weight: number) => {
    const a = Math.max(left, from) - left;
    const b = Math.min(right, to) - left;
    if (b <= a) return;
    const ia = Math.floor(a);
    const ib = Math.floor(b);
    if (ia === ib) {
      coverage[ia] = (coverage[ia] ?? 0) + (b - a) * weight;
      return;
    }
    coverage[ia] = (coverage[ia] ?? 0) + (ia + 1 - a) * weight;
    for (let i = ia + 1; i < ib; i++) coverage[i] = (coverage[i] ?? 0) + weight;
    coverage[ib] = (coverage[ib] ?? 0) + (b - ib) * weight;
  };
  for (let row = top; row < bottom; row++) {
    coverage.fill(0);
    for (let k = 0; k < SUBSAMPLES; k++) {
      const y = row + (k + 0.5) / SUBSAMPLES;
      crossings.length = 0;
      for (const e of edges) {
        const down = e.y1 > e.y0;
        const [ya, yb] = down ? [e.y0, e.y1] : [e.y1, e.y0];
        if (y < ya || y >= yb) continue;
        crossings.push({
          x: e.x0 + ((y - e.y0) * (e.x1 - e.x0)) / (e.y1 - e.y0),
          dir: down ? 1 : -1,
        });
      }
      crossings.sort((p, q) => p.x - q.x);
      let winding = 0;
      for (let i = 0; i + 1 < crossings.length; i++) {
        winding += crossings[i]?.dir ?? 0;
        if (winding !== 0) add(crossings[i]?.x ?? 0, crossings[i + 1]?.x ?? 0, 1 / SUBSAMPLES);
      }
    }
    for (let i = 0; i < right - left; i++) {
      const alpha = coverage[i] ?? 0;
      if (alpha > 1 / 64) canvas.set(left + i, row, color, Math.min(1, alpha));
    }
  }
}

/** The outline fonts of a weight: Noto Sans for Latin, Noto Sans KR for Hangul. */
interface Face {
  latin: OutlineFont;
  hangul: OutlineFont;
}

let faces: { regular: Face; bold: Face } | null = null;

function facesOf(): { regular: Face; bold: Face } {
  if (!faces) {
    const { files } = nodeFonts();
    faces = {
      regular: { latin: open(files.F1), hangul: open(files.K1) },
      bold: { latin: open(files.F2), hangul: open(files.K2 ?? files.K1) },
    };
  }
  return faces;
}

/**
 * The em size in pixels for a pixel-font scale: a Hangul syllable (0.83 em above the baseline)
 * about as tall as the pixel font's 7 rows, and never under 11 pixels, where Hangul stays legible.
 */
export const emSize = (scale: number) => Math.max(11, 8.5 * scale);

/**
 * The outline text of the pictures, a drop-in for the pixel font (same scales, same top-left
 * origin): regular below a 20-pixel em, bold above (titles).
 */
export class OutlineText implements TextFont {
  private face(scale: number): Face {
    return emSize(scale) >= 20 ? facesOf().bold : facesOf().regular;
  }

  width(text: string, scale = 1): number {
    const size = emSize(scale);
    const face = this.face(scale);
    let width = 0;
    for (const run of runs(text, face.latin)) {
      const font = run.latin ? face.latin : face.hangul;
      const layout = font.layout(run.text);
      for (const p of layout.positions) width += (p.xAdvance * size) / font.unitsPerEm;
    }
    return Math.round(width);
  }

  draw(canvas: Canvas, text: string, x: number, y: number, color: Rgb, scale = 1): number {
    const size = emSize(scale);
    const face = this.face(scale);
    const baseline = y + Math.round(0.83 * size);
    const edges: Edge[] = [];
    let pen = x;
    for (const run of runs(text, face.latin)) {
      const font = run.latin ? face.latin : face.hangul;
      const unit = size / font.unitsPerEm;
      const layout = font.layout(run.text);
      layout.glyphs.forEach((glyph, i) => {
        const p = layout.positions[i];
        flatten(
          glyph.path.commands,
          pen + (p?.xOffset ?? 0) * unit,
          baseline - (p?.yOffset ?? 0) * unit,
          unit,
          edges,
        );
        pen += (p?.xAdvance ?? 0) * unit;
      });
    }
    fillEdges(canvas, edges, color);
    return Math.round(pen - x);
  }
}

let shared: OutlineText | null = null;

/** The one outline text drawer (its fonts are read once). */
export function outlineText(): OutlineText {
  shared ??= new OutlineText();
  return shared;
}
