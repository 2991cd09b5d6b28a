/**
 * Shared pieces of the raster encoders (PNG, JPEG, TIFF): the pixel callback type, a check of the
 * requested size, and a tiny software canvas (rectangles, ellipses, polygons, a 5x7 pixel font)
 * that the demo images are drawn with.
 */

/** An 8-bit RGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

/** Colour of the pixel at column `x`, row `y` (both from 0, origin top left). */
export type Draw = (x: number, y: number) => Rgb;

/** What every raster encoder takes: a size and a pixel callback. */
export interface RasterSpec {
  width: number;
  height: number;
  draw: Draw;
  /**
   * Optional pre-rendered packed RGB pixels (3 bytes per pixel, row by row) that equal what
   * `draw` returns; when given, encoders use them instead of calling `draw` for every pixel.
   */
  pixels?: Uint8Array;
}

/** Largest width or height the encoders accept (keeps the demo data honest, not a format limit). */
export const MAX_DIMENSION = 8192;

/** Throws unless width and height are whole numbers from 1 to {@link MAX_DIMENSION}. */
export function assertSize(width: number, height: number): void {
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
      throw new RangeError(`${name} must be an integer from 1 to ${MAX_DIMENSION}, got ${value}`);
    }
  }
}

/** Clamps and rounds a channel value to 0-255. */
export function channel(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
}

/** Calls `draw` for every pixel, row by row, into a packed RGB buffer (3 bytes per pixel). */
export function renderRgb({ width, height, draw, pixels }: RasterSpec): Uint8Array {
  assertSize(width, height);
  if (pixels) {
    if (pixels.length !== width * height * 3)
      throw new RangeError('pixels must hold width x height x 3 bytes');
    return pixels;
  }
  const out = new Uint8Array(width * height * 3);
  let i = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = draw(x, y);
      out[i++] = channel(r);
      out[i++] = channel(g);
      out[i++] = channel(b);
    }
  }
  return out;
}

/** Linear blend of two colours, `t` from 0 (a) to 1 (b). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** `#rrggbb` to RGB. */
export function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** HSL (hue in degrees, saturation and lightness 0-1) to RGB. */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

// 5x7 pixel font: each glyph is 7 rows, each row a base-32 digit whose 5 bits are the columns.
const GLYPH_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,-:/%#()&'+!?";
const GLYPH_ROWS =
  'ehhvhhh uhhuhhu ehggghe sihhhis vgguggv vgguggg ehgnhhf hhhvhhh e44444e 72222ic hikokih ' +
  'ggggggv hrllhhh hhpljhh ehhhhhe uhhuggg ehhhlid uhhukih fgge11u v444444 hhhhhhe hhhhha4 ' +
  'hhhllla hha4ahh hhha444 v1248gv ehjlphe 4c4444e eh1248v v2421he 26aiv22 vgu11he 68guhhe ' +
  'v124888 ehhehhe ehhf12c 00000cc 0000c48 000v000 0cc0cc0 01248g0 op248j3 aavavaa 2488842 ' +
  '8422248 cik8lid c480000 044v440 4444404 eh12404';
const GLYPHS = new Map<string, number[]>(
  GLYPH_ROWS.split(' ').map((rows, i) => [
    GLYPH_CHARS.charAt(i),
    [...rows].map((digit) => Number.parseInt(digit, 32)),
  ]),
);

/**
 * Text as the pixel font can draw it: upper case, accents removed, dashes and middle dots as `-`,
 * unknown characters as `?`.
 */
export function fontText(text: string): string {
  const plain = text
    .replace(/[\u00b7\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();
  return [...plain].map((c) => (c === ' ' || GLYPHS.has(c) ? c : '?')).join('');
}

/**
 * A font the canvas can draw text with instead of the pixel font (glyphs.ts: outlines of Noto
 * Sans and Noto Sans KR), at the pixel font's scales and with its top-left origin.
 */
export interface TextFont {
  width(text: string, scale: number): number;
  draw(canvas: Canvas, text: string, x: number, y: number, color: Rgb, scale: number): number;
}

/** A small software canvas, drawn with solid shapes, read back as a {@link Draw} callback. */
export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  /** The font {@link text} draws with: the 5x7 pixel font when null (Latin only). */
  font: TextFont | null = null;

  constructor(width: number, height: number, background: Rgb = [255, 255, 255]) {
    assertSize(width, height);
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  /** Sets one pixel (ignored outside the canvas); `alpha` blends over what is there. */
  set(x: number, y: number, color: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    if (alpha >= 1) {
      this.pixels[i] = channel(color[0]);
      this.pixels[i + 1] = channel(color[1]);
      this.pixels[i + 2] = channel(color[2]);
      return;
    }
    for (let c = 0; c < 3; c++) {
      const old = this.pixels[i + c] ?? 0;
      this.pixels[i + c] = channel(old + ((color[c] ?? 0) - old) * alpha);
    }
  }

  get(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3;
    return [this.pixels[i] ?? 0, this.pixels[i + 1] ?? 0, this.pixels[i + 2] ?? 0];
  }

  /** The canvas as a pixel callback for the encoders. */
  readonly draw: Draw = (x, y) => this.get(x, y);

  /** The canvas as an encoder input, pixels included (no per-pixel callback needed). */
  spec(): RasterSpec {
    return { width: this.width, height: this.height, draw: this.draw, pixels: this.pixels };
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let py = y0; py < y1; py++)
      for (let px = x0; px < x1; px++) this.set(px, py, color, alpha);
  }

  /** A rectangle outline `thickness` pixels wide, inside the given box. */
  strokeRect(x: number, y: number, w: number, h: number, color: Rgb, thickness = 1): void {
    this.fillRect(x, y, w, thickness, color);
    this.fillRect(x, y + h - thickness, w, thickness, color);
    this.fillRect(x, y, thickness, h, color);
    this.fillRect(x + w - thickness, y, thickness, h, color);
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
    for (let py = Math.floor(cy - ry); py <= Math.ceil(cy + ry); py++) {
      for (let px = Math.floor(cx - rx); px <= Math.ceil(cx + rx); px++) {
        const dx = (px + 0.5 - cx) / rx;
        const dy = (py + 0.5 - cy) / ry;
        if (dx * dx + dy * dy <= 1) this.set(px, py, color, alpha);
      }
    }
  }

  /** Fills a polygon (even-odd rule) given as `[x, y]` corners. */
  fillPolygon(points: readonly (readonly [number, number])[], color: Rgb, alpha = 1): void {
    const ys = points.map((p) => p[1]);
    const xs = points.map((p) => p[0]);
    for (let py = Math.floor(Math.min(...ys)); py <= Math.ceil(Math.max(...ys)); py++) {
      for (let px = Math.floor(Math.min(...xs)); px <= Math.ceil(Math.max(...xs)); px++) {
        const x = px + 0.5;
        const y = py + 0.5;
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i] ?? [0, 0];
          const [xj, yj] = points[j] ?? [0, 0];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        if (inside) this.set(px, py, color, alpha);
      }
    }
  }

  /** Width in pixels of `text` in the pixel font at `scale` (6 * scale per character). */
  static textWidth(text: string, scale = 1): number {
    return Math.max(0, fontText(text).length * 6 - 1) * scale;
  }

  /** Width in pixels of `text` in the canvas's font at `scale`. */
  measure(text: string, scale = 1): number {
    return this.font ? this.font.width(text, scale) : Canvas.textWidth(text, scale);
  }

  /**
   * Draws `text` in the canvas's font (the 5x7 pixel font unless {@link font} is set), top-left
   * corner at (x, y); returns the width drawn.
   */
  text(text: string, x: number, y: number, color: Rgb, scale = 1): number {
    if (this.font) return this.font.draw(this, text, x, y, color, scale);
    const shown = fontText(text);
    [...shown].forEach((char, index) => {
      const rows = GLYPHS.get(char);
      if (!rows) return;
      rows.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (bits & (16 >> col)) {
            this.fillRect(x + (index * 6 + col) * scale, y + row * scale, scale, scale, color);
          }
        }
      });
    });
    return Canvas.textWidth(shown, scale);
  }

  /** Splits `text` into lines no wider than `width` pixels at `scale` (whole words). */
  wrap(text: string, width: number, scale = 1): string[] {
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && this.measure(`${last} ${word}`, scale) <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  }

  /** Like {@link text}, centred horizontally on `cx`. */
  textCentered(text: string, cx: number, y: number, color: Rgb, scale = 1): void {
    this.text(text, Math.round(cx - this.measure(text, scale) / 2), y, color, scale);
  }
}
