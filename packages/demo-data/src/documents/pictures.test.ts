import { describe, expect, it } from 'vitest';
import { generateProducts } from '../catalogue/catalogue';
import { fillEdges, outlineText, type Edge } from '../files/glyphs';
import { Canvas } from '../files/raster';
import type { DocMarket } from './market';
import { labelCanvas } from './pictures';

const WHITE = [255, 255, 255] as const;
const INK = [0, 0, 0] as const;

/** The dark pixels of a canvas region: [count, top, bottom] (inclusive rows). */
function ink(c: Canvas, x0 = 0, y0 = 0, x1 = c.width, y1 = c.height) {
  let count = 0;
  let top = Infinity;
  let bottom = -Infinity;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if ((c.get(x, y)[0] ?? 255) < 128) {
        count++;
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return { count, top, bottom };
}

const square = (x: number, y: number, size: number, clockwise: boolean): Edge[] => {
  const corners: [number, number][] = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
  if (!clockwise) corners.reverse();
  return corners.map(([x0, y0], i) => {
    const [x1, y1] = corners[(i + 1) % 4] ?? [0, 0];
    return { x0, y0, x1, y1 };
  });
};

describe('the outline rasteriser', () => {
  it('fills with the non-zero winding rule: a reversed inner contour is a hole, a same one is not', () => {
    const hole = new Canvas(20, 20, WHITE);
    fillEdges(hole, [...square(2, 2, 16, true), ...square(6, 6, 8, false)], INK);
    expect(hole.get(10, 10)).toEqual([255, 255, 255]);
    expect(hole.get(4, 10)).toEqual([0, 0, 0]);
    const filled = new Canvas(20, 20, WHITE);
    fillEdges(filled, [...square(2, 2, 16, true), ...square(6, 6, 8, true)], INK);
    expect(filled.get(10, 10)).toEqual([0, 0, 0]);
    expect(ink(filled).count).toBe(16 * 16);
  });

  it('anti-aliases: a pixel half covered is half inked', () => {
    const c = new Canvas(10, 10, WHITE);
    fillEdges(c, square(2.5, 2, 4, true), INK);
    expect(c.get(2, 4)).toEqual([128, 128, 128]);
    expect(c.get(3, 4)).toEqual([0, 0, 0]);
    expect(c.get(6, 4)).toEqual([128, 128, 128]);
  });
});

describe('Hangul from the Noto Sans KR outlines', () => {
  it('draws syllables as tall as the pixel font, each its own shape', () => {
    const draw = (text: string) => {
      const c = new Canvas(80, 40, WHITE);
      c.font = outlineText();
      const width = c.text(text, 4, 4, INK, 4);
      return { c, width };
    };
    const han = draw('한');
    const geul = draw('글');
    const { count, top, bottom } = ink(han.c);
    // About 0.88 em tall (34-pixel em at scale 4), starting at the top like the pixel font.
    expect(top).toBeGreaterThanOrEqual(4);
    expect(top).toBeLessThanOrEqual(6);
    expect(bottom - top).toBeGreaterThan(26);
    expect(bottom - top).toBeLessThan(34);
    expect(count).toBeGreaterThan(150);
    expect(han.width).toBe(outlineText().width('한', 4));
    expect(Buffer.from(han.c.pixels).equals(Buffer.from(geul.c.pixels))).toBe(false);
    // The pixel font has no Hangul: it would draw a question mark.
    const pixel = new Canvas(80, 40, WHITE);
    pixel.text('한', 4, 4, INK, 4);
    expect(Buffer.from(han.c.pixels).equals(Buffer.from(pixel.pixels))).toBe(false);
  });

  it("writes a Korean label's product name in Hangul glyphs", () => {
    const product = generateProducts({}).find((p) => p.markets.includes('kr'));
    if (!product) throw new Error('no Korean product');
    const market: DocMarket = {
      code: 'kr',
      name: '대한민국',
      lang: 'ko',
      titleLang: 'ko',
      currency: 'KRW',
      unit: 'lb',
      decimals: 0,
      products: [product],
      price: () => 1000,
    };
    const korean = labelCanvas(product, market, '2531400');
    // The name band holds exactly the name's outline glyphs, where the label draws it.
    const alone = new Canvas(480, 320, WHITE);
    alone.font = outlineText();
    alone.text(product.name.ko, 20, 68, [33, 37, 41], 3);
    let same = 0;
    let inked = 0;
    for (let y = 60; y < 124; y++)
      for (let x = 20; x < 460; x++) {
        if (alone.get(x, y)[0] === 255) continue;
        inked++;
        if (korean.get(x, y).every((v, i) => v === alone.get(x, y)[i])) same++;
      }
    expect(inked).toBeGreaterThan(200);
    expect(same).toBe(inked);
    // The English label of the same product draws other pixels there (Latin pixel font).
    const english = labelCanvas(product, { ...market, lang: 'en', name: 'Korea' }, '2531400');
    expect(Buffer.from(english.pixels).equals(Buffer.from(korean.pixels))).toBe(false);
  });
});
