import styled from 'styled-components';
import { token } from '@anp/ui';

export const Meter = styled.section.attrs({ part: 'truckload' })`
  display: grid;
  gap: ${token('space-2')};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${token('font-size-md')};
  }
  p,
  ul {
    margin: 0;
  }
`;

export const Reading = styled.p`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** The bar: room above it for the marks' glyphs. */
export const Track = styled.div`
  position: relative;
  height: 0.875rem;
  margin: 1.1rem 0.45rem 0 0;
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-surface-sunken')};
`;

export const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: ${token('color-primary')};
  transition: width 120ms ease-out;
  &[data-over] {
    /* Over the truck: red and striped, so the state is not told by colour alone. */
    background: repeating-linear-gradient(
      135deg,
      ${token('color-danger')} 0 6px,
      ${token('color-danger-hover')} 6px 12px
    );
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A mark on the bar: a line across it, its glyph above. */
export const Mark = styled.span`
  position: absolute;
  top: -0.3rem;
  bottom: -0.3rem;
  width: 0;
  border-left: 2px solid ${token('color-text')};
  &[data-kind='bulk'] {
    border-left-style: dashed;
  }
  &[data-kind='bag'] {
    border-left-style: dotted;
  }
  &::before {
    content: attr(data-glyph);
    position: absolute;
    top: -0.85rem;
    left: calc(-0.4rem - 1px);
    width: 0.8rem;
    font-size: 0.7rem;
    line-height: 1;
    text-align: center;
    color: ${token('color-text')};
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-3')};
  padding: 0;
  list-style: none;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  span[aria-hidden] {
    margin-inline-end: 0.25rem;
    color: ${token('color-text')};
  }
`;

export const Hints = styled.ul`
  display: grid;
  gap: ${token('space-1')};
  padding: 0;
  list-style: none;
  font-size: ${token('font-size-sm')};
  li[data-tone='danger'] {
    color: ${token('color-danger')};
    font-weight: 600;
  }
  li[data-tone='warning'] {
    color: ${token('color-warning')};
  }
`;
