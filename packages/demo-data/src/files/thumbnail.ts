import { createPng } from './png';
import { hashString } from '../rng';
import { Canvas, hex, mix, type Rgb } from './raster';

/** The document file kinds the portal previews. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'mp4';

/** Width and height of every thumbnail, in pixels. */
export const THUMBNAIL_SIZE = { width: 160, height: 200 } as const;

/** Band colour and badge text per kind. */
export const KIND_STYLE: Record<FileKind, { color: Rgb; badge: string }> = {
  pdf: { color: hex('#c62828'), badge: 'PDF' },
  png: { color: hex('#1565c0'), badge: 'PNG' },
  jpeg: { color: hex('#2e7d32'), badge: 'JPG' },
  tiff: { color: hex('#6a1b9a'), badge: 'TIF' },
  mp4: { color: hex('#ef6c00'), badge: 'MP4' },
};

/**
 * A 160 x 200 PNG thumbnail for a document: a page with a folded corner, a band in the colour of
 * the file kind (with its badge), and content hinting at the kind (text lines and a table for
 * PDF, a picture for PNG and JPEG, a scanned page with a seal for TIFF, a player for MP4). The
 * title only varies details (line lengths, the progress bar): same kind and title, same bytes.
 * The kind-dependent drawing is done once per kind and reused.
 */
export function thumbnailPng(kind: FileKind, title: string): Buffer {
  const { width, height } = THUMBNAIL_SIZE;
  const seed = hashString(`${kind}:${title}`);
  const rand = (i: number) =>
    ((Math.imul(seed ^ (i * 0x9e3779b1), 0x85ebca6b) >>> 0) % 1000) / 1000;
  const canvas = new Canvas(width, height);
  canvas.pixels.set(base(kind).pixels);
  const { color } = KIND_STYLE[kind];
  const ink = hex('#adb5bd');
  const [x0, y0, x1] = [18, 12, 142];
  const textLines = (from: number, count: number, gap = 9) => {
    for (let i = 0; i < count; i++) {
      const length = 40 + Math.round(rand(i) * 60);
      canvas.fillRect(x0 + 10, from + i * gap, length, 3, ink);
    }
  };
  switch (kind) {
    case 'pdf':
      textLines(y0 + 72, 4);
      break;
    case 'png':
    case 'jpeg':
      textLines(y0 + 150, 2);
      break;
    case 'tiff':
      for (let i = 0; i < 9; i++) {
        const length = 50 + Math.round(rand(i) * 50);
        canvas.fillRect(x0 + 12 + (i % 3), y0 + 58 + i * 9, length, 3, hex('#8d8a80'));
      }
      break;
    case 'mp4':
      canvas.fillRect(
        x0 + 10,
        y0 + 134,
        Math.round((x1 - x0 - 20) * (0.2 + rand(2) * 0.5)),
        3,
        color,
      );
      textLines(y0 + 148, 3);
      break;
  }
  return createPng(canvas.spec());
}

const bases = new Map<FileKind, Canvas>();

/** The part of a thumbnail that depends only on the kind (drawn once, then copied). */
function base(kind: FileKind): Canvas {
  const cached = bases.get(kind);
  if (cached) return cached;
  const { width, height } = THUMBNAIL_SIZE;
  const { color, badge } = KIND_STYLE[kind];
  const canvas = new Canvas(width, height, hex('#e9edf1'));
  const ink = hex('#adb5bd');
  const paper: Rgb = kind === 'tiff' ? hex('#f6f1e4') : [255, 255, 255];
  const [x0, y0, x1, y1] = [18, 12, 142, 188];

  canvas.fillRect(x0 + 4, y0 + 4, x1 - x0, y1 - y0, hex('#000000'), 0.12); // shadow
  canvas.fillPolygon(
    [
      [x0, y0],
      [x1 - 22, y0],
      [x1, y0 + 22],
      [x1, y1],
      [x0, y1],
    ],
    paper,
  );
  canvas.fillPolygon(
    [
      [x1 - 22, y0],
      [x1 - 22, y0 + 22],
      [x1, y0 + 22],
    ],
    hex('#ced4da'),
  );
  canvas.fillRect(x0, y0 + 26, x1 - x0, 22, color);
  canvas.text(badge, x0 + 8, y0 + 30, [255, 255, 255], 2);

  switch (kind) {
    case 'pdf': {
      canvas.fillRect(x0 + 10, y0 + 58, 70, 5, hex('#495057'));
      for (let r = 0; r < 6; r++) {
        const y = y0 + 114 + r * 9;
        canvas.fillRect(
          x0 + 10,
          y,
          x1 - x0 - 20,
          8,
          r === 0 ? color : r % 2 ? [255, 255, 255] : hex('#f1f3f5'),
        );
        canvas.fillRect(x1 - 38, y + 3, 24, 2, r === 0 ? [255, 255, 255] : ink);
      }
      break;
    }
    case 'png':
    case 'jpeg': {
      const sky = kind === 'png' ? hex('#90caf9') : mix(hex('#90caf9'), hex('#ffe0b2'), 0.35);
      const [px, py, pw, ph] = [x0 + 10, y0 + 58, x1 - x0 - 20, 80];
      for (let y = 0; y < ph; y++)
        canvas.fillRect(px, py + y, pw, 1, mix(sky, [255, 255, 255], y / ph / 2));
      canvas.fillEllipse(px + pw - 24, py + 20, 9, 9, hex('#fdd835'));
      canvas.fillPolygon(
        [
          [px, py + ph],
          [px + 36, py + 34],
          [px + 62, py + 58],
          [px + 80, py + 42],
          [px + pw, py + ph],
        ],
        mix(hex('#43a047'), color, 0.3),
      );
      canvas.strokeRect(px, py, pw, ph, hex('#dee2e6'));
      break;
    }
    case 'tiff': {
      canvas.fillEllipse(x1 - 36, y1 - 30, 16, 16, color, 0.85);
      canvas.fillEllipse(x1 - 36, y1 - 30, 10, 10, paper);
      canvas.fillRect(x0 + 12, y1 - 22, 44, 2, hex('#495057'));
      break;
    }
    case 'mp4': {
      const [px, py, pw, ph] = [x0 + 10, y0 + 58, x1 - x0 - 20, 70];
      canvas.fillRect(px, py, pw, ph, hex('#212529'));
      const cx = px + pw / 2;
      const cy = py + ph / 2;
      canvas.fillEllipse(cx, cy, 18, 18, color);
      canvas.fillPolygon(
        [
          [cx - 6, cy - 10],
          [cx + 11, cy],
          [cx - 6, cy + 10],
        ],
        [255, 255, 255],
      );
      canvas.fillRect(px, py + ph + 6, pw, 3, hex('#dee2e6'));
      break;
    }
  }
  bases.set(kind, canvas);
  return canvas;
}
