import styled, { css } from 'styled-components';
import { token, visuallyHidden } from '@anp/ui';

/**
 * The list lays itself out by its own width (container queries), not the window's: on a CMS page
 * it may sit in a narrow column of a wide screen.
 */
const MEDIUM = '@container anp-documents (min-width: 40rem)';
/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
const NARROW = '@media (max-width: 640px)';

export const Root = styled.div`
  container: anp-documents / inline-size;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-4')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Search on its own row on phones, type and order side by side under it. */
export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  /* The boxes in one line: while searching the order's hint sits under its label. */
  align-items: end;
  gap: ${token('space-3')};
  > :first-child {
    grid-column: 1 / -1;
  }
  ${MEDIUM} {
    grid-template-columns: minmax(0, 2fr) minmax(9rem, 1fr) minmax(9rem, 1fr);
    > :first-child {
      grid-column: auto;
    }
  }
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 1.5rem;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Grid = styled.ul<{ $stale: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${token('space-4')};
  margin: 0;
  padding: 0;
  list-style: none;
  transition: opacity ${token('duration-normal')} ${token('easing')};
  ${(p) =>
    p.$stale &&
    css`
      opacity: 0.55;
    `}
`;

export const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr auto;
  height: 100%;
  overflow: hidden;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};
  /* Phones: the picture beside the text, so more documents fit the screen. */
  @container anp-documents (max-width: 30rem) {
    grid-template-columns: 6.5rem minmax(0, 1fr);
    grid-template-rows: 1fr auto;
  }
`;

export const Thumb = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  background: ${token('color-surface-sunken')};
  border-bottom: 1px solid ${token('color-border')};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  @container anp-documents (max-width: 30rem) {
    grid-row: 1 / span 2;
    aspect-ratio: auto;
    border-bottom: 0;
    border-inline-end: 1px solid ${token('color-border')};
  }
`;

export const TypeGlyph = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 3.5rem;
  padding: ${token('space-2')} ${token('space-3')};
  border: 2px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  letter-spacing: 0.05em;
`;

export const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${token('space-2')};
  min-width: 0;
  padding: ${token('space-3')} ${token('space-4')} 0;
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-size: ${token('font-size-md')};
    font-weight: ${token('font-weight-semibold')};
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
`;

export const Meta = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-4')} ${token('space-4')};
  > * {
    flex: 1 1 auto;
  }
  ${NARROW} {
    button {
      min-height: 44px;
    }
  }
`;

export const CardAlert = styled.p`
  grid-column: 1 / -1;
  margin: 0 ${token('space-4')} ${token('space-4')};
  padding: ${token('space-2')} ${token('space-3')};
  color: ${token('color-danger')};
  background: ${token('color-danger-soft')};
  border-radius: ${token('radius-sm')};
  font-size: ${token('font-size-sm')};
`;

export const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space-2')};
`;

export const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border-inline-start: 4px solid ${token('color-danger')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
  p {
    margin: 0;
  }
`;
