import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden, type TokenName } from '@anp/ui';

const text = css`
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
`;

/** The detail and the modify page: a container, so their layout follows their own width. */
export const Root = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${token('space-5')};
  min-width: 0;
  container-type: inline-size;
  ${text}

  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  & h1,
  & h2,
  & h3,
  & h4 {
    margin: 0;
    line-height: 1.3;
  }
  & h1 {
    font-size: ${token('font-size-2xl')};
  }
  & h2 {
    font-size: ${token('font-size-xl')};
  }
  & h3 {
    font-size: ${token('font-size-lg')};
  }
  & p {
    margin: 0;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const BackLink = styled.a.attrs({ part: 'back-link' })`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  border-radius: ${token('radius-sm')};
  ${focusRing}

  &:hover {
    text-decoration: underline;
  }
`;

export const TextLink = styled.a.attrs({ part: 'link' })`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  border-radius: ${token('radius-sm')};
  ${focusRing}
`;

/** A link that looks like the kit's button (links that navigate stay links). */
export const LinkButton = styled.a.attrs<{ $variant?: 'primary' | 'secondary' }>((p) => ({
  part: `button ${p.$variant ?? 'primary'}`,
}))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
  ${(p) =>
    p.$variant === 'secondary'
      ? css`
          background: ${token('color-surface')};
          color: ${token('color-primary')};
          border-color: ${token('color-border-strong')};
          &:hover {
            background: ${token('color-primary-soft')};
          }
        `
      : css`
          background: ${token('color-primary')};
          color: ${token('color-primary-contrast')};
          &:hover {
            background: ${token('color-primary-hover')};
          }
        `}
`;

export const Head = styled.header`
  display: grid;
  gap: ${token('space-3')};
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
`;

export const Panel = styled.section.attrs({ part: 'panel' })`
  display: grid;
  gap: ${token('space-4')};
  align-content: start;
  min-width: 0;
  padding: ${token('space-5')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};

  @container (max-width: 36rem) {
    padding: ${token('space-4')};
  }
`;

/**
 * Each tone's colours, named in full: the manifest lists the custom properties the code names
 * (scripts/css-properties.ts), which a name built at run time would hide.
 */
const TONES = {
  info: { color: 'color-info', soft: 'color-info-soft' },
  success: { color: 'color-success', soft: 'color-success-soft' },
  warning: { color: 'color-warning', soft: 'color-warning-soft' },
  danger: { color: 'color-danger', soft: 'color-danger-soft' },
} as const satisfies Record<string, { color: TokenName; soft: TokenName }>;

export const Notice = styled.div.attrs<{ $tone: keyof typeof TONES }>((p) => ({
  part: `notice ${p.$tone}`,
}))`
  display: grid;
  gap: ${token('space-2')};
  justify-items: start;
  padding: ${token('space-4')};
  border-radius: ${token('radius-md')};
  border: 1px solid currentColor;
  background: ${(p) => token(TONES[p.$tone].soft)};
  color: ${(p) => token(TONES[p.$tone].color)};

  & > * {
    color: ${token('color-text')};
  }
  & > strong,
  & > h2,
  & > h3 {
    color: ${(p) => token(TONES[p.$tone].color)};
  }
  & ul {
    margin: 0;
    padding-left: ${token('space-5')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
`;

export const Countdown = styled.span<{ $urgent?: boolean }>`
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) => (p.$urgent ? token('color-danger') : token('color-text'))};
`;
