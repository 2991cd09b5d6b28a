import { hashString } from '../hash';

/** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  const allowed = (char: string) => {
    const code = char.codePointAt(0) ?? 0;
    return (
      (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) &&
      code !== 0xfffe &&
      code !== 0xffff
    );
  };
  return [...text]
    .filter(allowed)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Splits a title into at most `max` lines of about `width` characters (last one ellipsised). */
function titleLines(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]?.slice(0, width - 1) ?? ''}\u2026`;
    return kept;
  }
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}\u2026` : l));
}

/** The package silhouette, centred around x = 160 between y = 40 and y = 230. */
function silhouette(kind: string, main: string, dark: string, light: string): string {
  switch (kind) {
    case 'bucket':
    case 'pail':
    case 'tub':
      return (
        `<path d="M100 78 Q160 18 220 78" fill="none" stroke="${dark}" stroke-width="6"/>` +
        `<path d="M92 86 L228 86 L212 226 Q160 236 108 226 Z" fill="${main}"/>` +
        `<ellipse cx="160" cy="86" rx="68" ry="12" fill="${dark}"/>` +
        `<rect x="96" y="104" width="128" height="8" fill="${dark}" opacity=".5"/>`
      );
    case 'box':
    case 'boxes':
    case 'case':
    case 'pallet':
      return (
        `<path d="M86 92 L160 62 L234 92 L160 122 Z" fill="${light}" stroke="${dark}" stroke-width="2"/>` +
        `<path d="M86 92 L160 122 L160 226 L86 196 Z" fill="${main}"/>` +
        `<path d="M234 92 L160 122 L160 226 L234 196 Z" fill="${dark}"/>` +
        (kind === 'pallet'
          ? `<rect x="80" y="222" width="160" height="12" rx="2" fill="#8d6e4a"/>`
          : `<path d="M123 77 L197 107" stroke="${dark}" stroke-width="6" opacity=".35"/>`)
      );
    case 'barrel':
      return (
        `<rect x="100" y="56" width="120" height="172" rx="26" fill="${main}"/>` +
        [84, 142, 200]
          .map((y) => `<rect x="96" y="${y}" width="128" height="8" rx="4" fill="${dark}"/>`)
          .join('') +
        `<ellipse cx="160" cy="60" rx="54" ry="9" fill="${dark}"/>`
      );
    case 'block':
      return (
        `<path d="M84 120 L124 92 L236 92 L196 120 Z" fill="${light}" stroke="${dark}" stroke-width="2"/>` +
        `<path d="M84 120 L196 120 L196 212 L84 212 Z" fill="${main}"/>` +
        `<path d="M196 120 L236 92 L236 184 L196 212 Z" fill="${dark}"/>`
      );
    case 'tote':
      return (
        `<rect x="88" y="58" width="144" height="156" rx="8" fill="${light}" stroke="${dark}" stroke-width="5"/>` +
        [112, 136, 160, 184, 208]
          .map(
            (x) => `<line x1="${x}" y1="60" x2="${x}" y2="212" stroke="${dark}" stroke-width="3"/>`,
          )
          .join('') +
        `<rect x="100" y="84" width="120" height="120" rx="10" fill="${main}" opacity=".75"/>` +
        `<rect x="80" y="214" width="160" height="14" rx="2" fill="${dark}"/>`
      );
    case 'bulk':
      return (
        `<path d="M60 228 Q160 40 260 228 Z" fill="${main}"/>` +
        `<path d="M120 150 Q160 90 200 150" fill="none" stroke="${light}" stroke-width="5" opacity=".6"/>`
      );
    case 'each':
      return (
        `<rect x="140" y="44" width="40" height="22" rx="4" fill="${dark}"/>` +
        `<path d="M132 66 L188 66 Q226 92 226 132 L226 214 Q226 228 212 228 L108 228 Q94 228 94 214 L94 132 Q94 92 132 66 Z" fill="${main}"/>`
      );
    default: // bag, Pack and anything else: a stitched feed sack
      return (
        `<path d="M96 64 Q160 50 224 64 L238 222 Q160 240 82 222 Z" fill="${main}"/>` +
        `<path d="M96 64 Q160 50 224 64 L226 82 Q160 68 94 82 Z" fill="${dark}"/>` +
        `<path d="M100 74 Q160 62 220 74" fill="none" stroke="${light}" stroke-width="2" stroke-dasharray="5 4"/>`
      );
  }
}

/**
 * A product illustration (served at `/api/assets/products/<sku>.svg`): a package silhouette chosen
 * by `packageType`, in a colour derived from the SKU, with a label showing the SKU and the title
 * (XML-escaped) underneath. Square, 320 x 320 user units; deterministic.
 */
export function productImageSvg(sku: string, title: string, packageType: string): string {
  const hue = hashString(sku) % 360;
  const main = `hsl(${hue} 52% 42%)`;
  const dark = `hsl(${hue} 55% 28%)`;
  const light = `hsl(${hue} 60% 82%)`;
  const background = `hsl(${hue} 45% 95%)`;
  const kind = packageType.trim().toLowerCase();
  const lines = titleLines(title, 26, 2);
  const labelY = kind === 'bulk' ? 176 : 138;
  const text = lines
    .map(
      (line, i) =>
        `<text x="160" y="${268 + i * 22}" text-anchor="middle" font-size="18" font-weight="600" fill="#212529">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="320" height="320" rx="16" fill="${background}"/>` +
    `<ellipse cx="160" cy="232" rx="96" ry="10" fill="#000" opacity=".08"/>` +
    silhouette(kind, main, dark, light) +
    `<rect x="116" y="${labelY}" width="88" height="44" rx="6" fill="#fff" opacity=".92"/>` +
    `<text x="160" y="${labelY + 19}" text-anchor="middle" font-size="11" fill="${dark}" font-weight="700">${escapeXml(packageType.toUpperCase())}</text>` +
    `<text x="160" y="${labelY + 35}" text-anchor="middle" font-size="12" fill="#495057">${escapeXml(sku)}</text>` +
    text +
    `</svg>`
  );
}
