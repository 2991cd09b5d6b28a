import { describe, expect, it } from 'vitest';
import { token, tokens, type TokenName } from './tokens';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) =>
    channel(parseInt(part ?? '0', 16)),
  );
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two token defaults. */
function contrast(a: TokenName, b: TokenName): number {
  const [light, dark] = [luminance(tokens[a].value), luminance(tokens[b].value)].sort(
    (x, y) => y - x,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('given the design tokens', () => {
  it('names every custom property after its token, with a default value', () => {
    for (const [name, definition] of Object.entries(tokens)) {
      expect(definition.cssVar).toBe(`--anp-${name}`);
      expect(definition.value).not.toBe('');
    }
  });

  it('reads a token through its custom property, falling back to the default', () => {
    expect(token('color-primary')).toBe('var(--anp-color-primary, #0f6e3d)');
    expect(token('space-4')).toBe('var(--anp-space-4, 1rem)');
  });

  it('covers colours, type, spacing, shape, depth, stacking and motion', () => {
    const names = Object.keys(tokens);
    expect(names).toEqual(
      expect.arrayContaining([
        'color-primary',
        'color-primary-contrast',
        'color-text',
        'color-text-muted',
        'color-surface',
        'color-surface-alt',
        'color-border',
        'color-focus',
        'color-danger',
        'color-warning',
        'color-info',
        'color-success',
        'font-family',
        'font-size-sm',
        'font-size-md',
        'space-1',
        'space-6',
        'radius-md',
        'shadow-md',
        'z-toast',
        'z-modal',
        'duration-normal',
      ]),
    );
    expect(tokens['font-family'].value).toMatch(/^system-ui,.*sans-serif$/);
  });

  it('keeps toasts above an open modal', () => {
    expect(Number(tokens['z-toast'].value)).toBeGreaterThan(Number(tokens['z-modal'].value));
  });
});

describe('given text colours on the surfaces they are used on', () => {
  const textOnSurfaces: [TokenName, TokenName][] = [];
  const texts: TokenName[] = [
    'color-text',
    'color-text-muted',
    'color-primary',
    'color-danger',
    'color-warning',
    'color-info',
    'color-success',
  ];
  for (const text of texts) {
    for (const surface of ['color-surface', 'color-surface-alt'] as const) {
      textOnSurfaces.push([text, surface]);
    }
  }

  it.each([
    ...textOnSurfaces,
    ['color-primary-contrast', 'color-primary'],
    ['color-primary-contrast', 'color-primary-hover'],
    ['color-danger-contrast', 'color-danger'],
    ['color-danger-contrast', 'color-danger-hover'],
    ['color-primary', 'color-primary-soft'],
    ['color-danger', 'color-danger-soft'],
    ['color-warning', 'color-warning-soft'],
    ['color-info', 'color-info-soft'],
    ['color-success', 'color-success-soft'],
    ['color-text', 'color-surface-sunken'],
    ['color-footer-text', 'color-footer-bg'],
  ] as [TokenName, TokenName][])('%s on %s is readable (at least 4.5:1)', (text, surface) => {
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['color-focus', 'color-surface'],
    ['color-focus', 'color-surface-alt'],
    ['color-focus-contrast', 'color-footer-bg'],
    ['color-border-strong', 'color-surface'],
    ...([1, 2, 3, 4, 5, 6] as const).flatMap((n) => [
      [`color-chart-${n}`, 'color-surface'],
      [`color-chart-${n}`, 'color-surface-alt'],
    ]),
  ] as [TokenName, TokenName][])(
    '%s stands out from %s as a non-text indicator (at least 3:1)',
    (indicator, surface) => {
      expect(contrast(indicator, surface)).toBeGreaterThanOrEqual(3);
    },
  );
});
