import { css } from 'styled-components';

/**
 * Design tokens of the kit, as CSS custom properties with defaults. A host page restyles every
 * element with plain CSS (`:root { --anp-color-primary: #00563f; }` or on one element), since
 * custom properties inherit into shadow roots. Components never hard-code a colour: they use
 * `token(name)`, which reads the property and falls back to the default below.
 *
 * Palette: deep feed-mill green, warm neutrals. Every text colour is at least 4.5:1 on
 * `color-surface` and `color-surface-alt` (pinned by tokens.test.ts); `color-border-strong` and
 * `color-focus` are at least 3:1 for control outlines and the focus ring.
 */
const defaults = {
  // Brand and text
  'color-primary': '#0f6e3d',
  'color-primary-hover': '#0b5a31',
  'color-primary-contrast': '#ffffff',
  'color-primary-soft': '#e6f2ea',
  'color-text': '#2b2620',
  'color-text-muted': '#5f574c',
  // Surfaces and lines
  'color-surface': '#ffffff',
  'color-surface-alt': '#f7f4ee',
  'color-surface-sunken': '#efeae1',
  'color-border': '#d6cfc2',
  'color-border-strong': '#857b6c',
  'color-backdrop': 'rgba(31, 27, 22, 0.55)',
  // Focus: a blue ring with a light inner gap, visible on light and dark backgrounds alike
  'color-focus': '#1b5fa8',
  'color-focus-contrast': '#ffffff',
  // Status: `color-x` is text-safe on surfaces, `color-x-soft` is a background for `color-x` text
  'color-danger': '#b3261e',
  'color-danger-hover': '#8f1e18',
  'color-danger-contrast': '#ffffff',
  'color-danger-soft': '#fbeae8',
  'color-warning': '#8a5a00',
  'color-warning-soft': '#fdf3de',
  'color-info': '#1d5c8f',
  'color-info-soft': '#e7f0f8',
  'color-success': '#27702f',
  'color-success-soft': '#e8f3e6',
  // Chart series (@anp/ui/charts), in order: each at least 3:1 on the surfaces (WCAG 1.4.11);
  // a chart never tells series apart by colour alone (legend, labels, table view).
  'color-chart-1': '#0f6e3d',
  'color-chart-2': '#1d5c8f',
  'color-chart-3': '#a65300',
  'color-chart-4': '#6e4a9e',
  'color-chart-5': '#a3282e',
  'color-chart-6': '#5f574c',
  // Footer (used by <anp-footer>)
  'color-footer-bg': '#1f3a2b',
  'color-footer-text': '#f4f1ea',
  // Type
  'font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.375rem',
  'font-size-2xl': '1.75rem',
  'font-weight-regular': '400',
  'font-weight-semibold': '600',
  'line-height': '1.5',
  // Spacing scale
  'space-0': '0',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.25rem',
  'space-6': '1.5rem',
  'space-7': '2rem',
  'space-8': '3rem',
  // Shape and depth
  'radius-sm': '4px',
  'radius-md': '6px',
  'radius-lg': '10px',
  'radius-pill': '999px',
  'shadow-sm': '0 1px 2px rgba(43, 38, 32, 0.12)',
  'shadow-md': '0 4px 12px rgba(43, 38, 32, 0.16)',
  'shadow-lg': '0 12px 32px rgba(43, 38, 32, 0.24)',
  // Stacking: toasts stay above an open modal so an error is never hidden
  'z-modal': '1000',
  'z-toast': '1100',
  // Motion
  'duration-fast': '120ms',
  'duration-normal': '200ms',
  'duration-slow': '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export type TokenName = keyof typeof defaults;

export interface TokenDefinition<N extends string = string> {
  /** The custom property a page sets to restyle the kit, e.g. `--anp-color-primary`. */
  cssVar: `--anp-${N}`;
  /** The default used when the page sets nothing. */
  value: string;
}

export type Tokens = { readonly [N in TokenName]: TokenDefinition<N> };

/** Every token: name → its custom property and default value. */
export const tokens: Tokens = Object.fromEntries(
  Object.entries(defaults).map(([name, value]) => [name, { cssVar: `--anp-${name}`, value }]),
) as unknown as Tokens;

/**
 * The CSS value of a token for styled-components: `var(--anp-color-primary, #0f6e3d)`.
 * @example styled.div`color: ${token('color-text')};`
 */
export function token(name: TokenName): string {
  const { cssVar, value } = tokens[name];
  return `var(${cssVar}, ${value})`;
}

/**
 * A visible keyboard focus indicator: a 2px focus-colour outline around a light 2px gap, so it
 * reads on light and dark backgrounds (WCAG 2.4.7, 2.4.11). Only on `:focus-visible`, so mouse
 * clicks draw no ring. In forced-colours mode the outline stays and takes the system colour.
 */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${token('color-focus-contrast')};
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: -1px !important;
  padding: 0 !important;
  border: 0 !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
`;
