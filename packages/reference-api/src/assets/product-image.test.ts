import { describe, expect, it } from 'vitest';
import { escapeXml, productImageSvg } from './product-image';

describe('given the product SVG', () => {
  const svg = productImageSvg('AN-1001', 'Pig Starter <Crumble> & "More"', 'bag');

  it('is a balanced SVG document with the title escaped', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Pig Starter &lt;Crumble&gt; &amp; &quot;More&quot;</title>');
    expect(svg).not.toContain('<Crumble>');
    const stack: string[] = [];
    for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (close) expect(stack.pop()).toBe(name);
      else stack.push(name ?? '');
    }
    expect(stack).toEqual([]);
  });

  it('derives the colour from the SKU and the shape from the package type, deterministically', () => {
    const colour = (s: string) => /hsl\((\d+) 52% 42%\)/.exec(s)?.[1];
    expect(colour(productImageSvg('AN-1001', 'Other title', 'bucket'))).toBe(colour(svg));
    expect(colour(productImageSvg('AN-1002', 'Pig', 'bag'))).not.toBe(colour(svg));
    const shapes = new Set(
      ['bag', 'bucket', 'box', 'barrel', 'block', 'tote', 'bulk', 'each'].map((p) =>
        productImageSvg('X', 'T', p),
      ),
    );
    expect(shapes.size).toBe(8);
    expect(productImageSvg('AN-1001', 'Pig Starter <Crumble> & "More"', 'bag')).toBe(svg);
    expect(escapeXml("a'b\u0001")).toBe('a&apos;b');
  });
});
