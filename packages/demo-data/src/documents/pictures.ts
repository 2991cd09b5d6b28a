/**
 * The pictures of the demo documents, drawn pixel by pixel: a product label (PNG), a photo of a
 * labelled sack (JPEG) and a scanned ISO 22000 certificate (TIFF).
 */
import { formatDisplayDate } from '@anp/rules';
import type { IsoDate } from '@anp/rules/calendar';
import type { Product } from '../catalogue/catalogue';
import { outlineText } from '../files/glyphs';
import { Canvas, hex, hsl, mix, type Rgb } from '../files/raster';
import { hashString } from '../rng';
import { nameIn, numberIn, speciesIn, weightText, type DocMarket } from './market';
import { T } from './texts';

const productColour = (sku: string): Rgb => hsl(hashString(sku) % 360, 0.5, 0.38);

/**
 * A canvas for a market's picture: Korean pictures draw their text from the Noto Sans KR and
 * Noto Sans outlines (issue 14), the others with the 5x7 pixel font.
 */
function canvasFor(
  market: Pick<DocMarket, 'lang'>,
  width: number,
  height: number,
  background?: Rgb,
): Canvas {
  const c = new Canvas(width, height, background);
  if (market.lang === 'ko') c.font = outlineText();
  return c;
}

/** The width of `n` characters of the pixel font: the room a line of text has. */
const chars = (n: number, scale: number) => Canvas.textWidth('0'.repeat(n), scale);

function analysis(product: Product) {
  const h = hashString(product.sku);
  return {
    protein: product.protein,
    fat: 2 + (h % 50) / 10,
    fiber: 3 + ((h >> 8) % 60) / 10,
    moisture: 12 + ((h >> 16) % 2),
  };
}

/** A product label: brand band, product name, guaranteed analysis, net weight, barcode. */
export function labelCanvas(product: Product, market: DocMarket, lot: string): Canvas {
  const t = T[market.lang];
  const colour = productColour(product.sku);
  const c = canvasFor(market, 480, 320, [255, 255, 255]);
  c.strokeRect(4, 4, 472, 312, hex('#343a40'), 2);
  c.fillRect(6, 6, 468, 48, colour);
  c.text('AN NUTRITION', 20, 18, [255, 255, 255], 3);
  c.text(product.sku, 460 - c.measure(product.sku, 2), 22, [255, 255, 255], 2);
  c.wrap(nameIn(product, market), chars(24, 3), 3)
    .slice(0, 2)
    .forEach((line, i) => c.text(line, 20, 68 + i * 28, hex('#212529'), 3));
  c.text(speciesIn(product, market), 20, 128, hex('#6c757d'), 2);

  const a = analysis(product);
  const rows: [string, string][] = [
    [t.protein, `${numberIn(market, a.protein, 1)}%`],
    [t.fat, `${numberIn(market, a.fat, 1)}%`],
    [t.fiber, `${numberIn(market, a.fiber, 1)}%`],
    [t.moisture, `${numberIn(market, a.moisture, 1)}%`],
  ];
  c.strokeRect(14, 152, 310, 136, hex('#343a40'), 2);
  c.fillRect(16, 154, 306, 24, hex('#e9ecef'));
  c.text(t.analysis, 24, 160, hex('#212529'), 2);
  rows.forEach(([label, value], i) => {
    const y = 190 + i * 24;
    const valueWidth = c.measure(value, 2);
    const scale = c.measure(label, 2) + valueWidth + 8 <= 292 ? 2 : 1;
    c.text(label, 24, y + (scale === 1 ? 4 : 0), hex('#343a40'), scale);
    c.text(value, 316 - valueWidth, y, hex('#212529'), 2);
    if (i < 3) c.fillRect(24, y + 18, 292, 1, hex('#ced4da'));
  });

  // Net weight box; text scaled down until it fits the 124-pixel inside.
  const fitting = (text: string, max: number) =>
    [max, 2, 1].find((scale) => c.measure(text, scale) <= 124) ?? 1;
  const weight = weightText(product, market);
  c.strokeRect(332, 152, 132, 70, colour, 3);
  c.textCentered(t.netWeight, 398, 164, hex('#495057'), fitting(t.netWeight, 2));
  c.textCentered(weight, 398, 188, hex('#212529'), fitting(weight, 3));

  // Barcode-like bars from the SKU and lot.
  const bits = hashString(`${product.sku}${lot}`);
  let x = 336;
  for (let i = 0; x < 460; i++) {
    const w = 1 + (((bits >> (i % 29)) & 3) % 3);
    if (i % 2 === 0) c.fillRect(x, 232, w, 42, hex('#000000'));
    x += w;
  }
  c.textCentered(`${product.sku.replace('-', '')}${lot}`, 398, 278, hex('#212529'), 1);
  c.text(`${t.lot} ${lot} - ${market.name}`, 20, 298, hex('#6c757d'), 1);
  return c;
}

/** A photo-like picture of a sack with its label, on a pallet in a warehouse. */
export function labelPhoto(
  product: Product,
  market: DocMarket,
  lot: string,
): { width: number; height: number; draw: (x: number, y: number) => Rgb } {
  const t = T[market.lang];
  const colour = productColour(product.sku);
  const width = 480;
  const height = 320;
  const c = canvasFor(market, width, height);
  const wallTop = hex('#d8d2c4');
  const wallBottom = hex('#b9b2a3');
  for (let y = 0; y < 232; y++) c.fillRect(0, y, width, 1, mix(wallTop, wallBottom, y / 232));
  for (let y = 232; y < height; y++)
    c.fillRect(0, y, width, 1, mix(hex('#8d6e4a'), hex('#5d4630'), (y - 232) / 88));
  for (let y = 244; y < height; y += 18) c.fillRect(0, y, width, 2, hex('#4e3b28'), 0.35);
  c.fillEllipse(240, 270, 150, 18, hex('#000000'), 0.3);
  c.fillRect(92, 246, 296, 20, hex('#a1805a'));
  c.fillRect(92, 262, 296, 6, hex('#6f5439'));
  // The sack with side shading.
  c.fillPolygon(
    [
      [140, 40],
      [340, 40],
      [356, 246],
      [124, 246],
    ],
    colour,
  );
  for (let x = 124; x < 356; x++) {
    const shade = Math.abs(x - 240) / 116;
    c.fillRect(x, 40, 1, 206, hex('#000000'), 0.28 * shade * shade);
  }
  c.fillRect(140, 40, 200, 14, mix(colour, [0, 0, 0], 0.35));
  c.fillRect(176, 86, 128, 122, [250, 250, 246]);
  c.fillRect(176, 86, 128, 18, mix(colour, [255, 255, 255], 0.2));
  c.text('AN NUTRITION', 182, 92, [255, 255, 255], 1);
  c.wrap(nameIn(product, market), chars(20, 1), 1)
    .slice(0, 3)
    .forEach((line, i) => c.text(line, 182, 112 + i * 11, hex('#212529'), 1));
  c.text(`${t.netWeight} ${weightText(product, market)}`, 182, 150, hex('#212529'), 1);
  // The code and the lot; the lot alone where both do not fit the label (wider Hangul).
  const lotLine = `${product.sku} ${t.lot} ${lot}`;
  const shown = c.measure(lotLine, 1) <= 118 ? lotLine : `${t.lot} ${lot}`;
  c.text(shown, 182, 164, hex('#495057'), 1);
  for (let i = 0; i < 22; i++) c.fillRect(184 + i * 5, 180, 1 + (i % 3), 20, hex('#000000'));
  // Light from the top left, a vignette and sensor noise make it look photographed.
  const seed = hashString(`${product.sku}:${lot}`);
  return {
    width,
    height,
    draw: (x, y) => {
      const [r, g, b] = c.get(x, y);
      const dx = (x - 170) / width;
      const dy = (y - 110) / height;
      const light = 1.08 - 0.55 * (dx * dx + dy * dy);
      const n = ((Math.imul(seed ^ (x * 73856093) ^ (y * 19349663), 0x9e3779b1) >>> 24) - 128) / 32;
      return [r * light + n, g * light + n, b * light + n];
    },
  };
}

/** A scanned ISO 22000 certificate: a bordered page with text in the pixel font, a seal, a slight tilt. */
export function certificateScan(
  market: Pick<DocMarket, 'name' | 'lang'>,
  validUntil: IsoDate,
  number: string,
): { width: number; height: number; draw: (x: number, y: number) => Rgb } {
  const t = T[market.lang];
  const width = 340;
  const height = 440;
  const ink = hex('#1f2a44');
  const paper = hex('#fbf9f3');
  const c = canvasFor(market, width, height, paper);
  c.strokeRect(14, 14, width - 28, height - 28, hex('#9a7b2f'), 3);
  c.strokeRect(20, 20, width - 40, height - 40, hex('#9a7b2f'), 1);
  const [title, system, certify, assessed, requirements, valid, no] = t.certificate;
  c.textCentered(title, width / 2, 44, ink, 3);
  c.textCentered(system, width / 2, 74, hex('#495057'), 1);
  c.textCentered(certify, width / 2, 108, ink, 1);
  c.textCentered('AN NUTRITION', width / 2, 124, ink, 3);
  c.textCentered(market.name, width / 2, 152, ink, 2);
  c.textCentered(assessed, width / 2, 180, ink, 1);
  c.textCentered(requirements, width / 2, 194, ink, 1);
  c.textCentered('ISO 22000:2018', width / 2, 214, ink, 3);
  c.textCentered(`${valid}: ${formatDisplayDate(validUntil, market.lang)}`, width / 2, 252, ink, 1);
  c.textCentered(`${no} ${number}`, width / 2, 266, ink, 1);
  c.fillEllipse(92, 340, 40, 40, hex('#9a7b2f'));
  c.fillEllipse(92, 340, 32, 32, hex('#c9a74a'));
  c.textCentered('ISO', 92, 330, paper, 2);
  c.textCentered('22000', 92, 346, paper, 1);
  for (let i = 0; i < 60; i++) {
    const x = 190 + i * 1.8;
    c.fillRect(x, 346 + Math.sin(i / 4) * 8 + Math.sin(i / 1.7) * 3, 2, 2, hex('#1a237e'));
  }
  c.fillRect(180, 364, 130, 1, ink);
  // Scanner look: a 0.8 degree tilt, a grey margin and paper grain.
  const angle = (0.8 * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const scanner = hex('#6b6b6b');
  return {
    width,
    height,
    draw: (x, y) => {
      const u = Math.round((x - width / 2) * cos + (y - height / 2) * sin + width / 2 + 3);
      const v = Math.round(-(x - width / 2) * sin + (y - height / 2) * cos + height / 2 + 2);
      if (u < 0 || v < 0 || u >= width || v >= height) return scanner;
      const grain = ((Math.imul((x * 92821) ^ (y * 68917), 0x85ebca6b) >>> 25) - 64) / 16;
      const [r, g, b] = c.get(u, v);
      return [r + grain, g + grain, b + grain - 2];
    },
  };
}
