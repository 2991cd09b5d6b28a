import styled from 'styled-components';
import { token, visuallyHidden } from '../tokens';

export const Frame = styled.div`
  position: relative;
  width: 100%;
  color: ${token('color-text')};
  font-family: ${token('font-family')};
`;

export const Svg = styled.svg`
  display: block;
  overflow: visible;
  font-size: 12px;
  .axis text {
    fill: ${token('color-text-muted')};
  }
  .axis line,
  .axis path {
    stroke: ${token('color-border')};
  }
  .baseline {
    stroke: ${token('color-border-strong')};
  }
`;

export const Point = styled.g`
  cursor: default;
  outline: none;
  & > * {
    transition: opacity ${token('duration-fast')};
  }
  &:focus-visible > .mark,
  &[data-active='true']:hover > .mark {
    stroke: ${token('color-focus')};
    stroke-width: 3px;
    paint-order: stroke;
  }
  &:focus-visible > .ring {
    stroke: ${token('color-focus')};
    stroke-width: 2px;
    fill: none;
  }
  @media (forced-colors: active) {
    &:focus-visible > .mark {
      stroke: Highlight;
    }
  }
`;

export const Readout = styled.p`
  min-height: 1.5em;
  margin: ${token('space-1')} 0 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};
  font-variant-numeric: tabular-nums;
`;

export const Hidden = styled.p`
  ${visuallyHidden}
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')} ${token('space-4')};
  margin: ${token('space-2')} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${token('font-size-sm')};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
`;

export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 2px;
  background: ${(p) => p.$color};
  forced-color-adjust: none;
`;

export const Figure = styled.figure`
  margin: 0;
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space-2')} ${token('space-4')};
  margin-bottom: ${token('space-3')};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Description = styled.p`
  margin: ${token('space-1')} 0 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  max-height: 24rem;
  overflow-y: auto;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: end;
    white-space: nowrap;
  }
  th:first-child {
    text-align: start;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${token('color-surface-alt')};
    font-weight: ${token('font-weight-semibold')};
  }
  tbody th {
    font-weight: ${token('font-weight-regular')};
  }
  tfoot th,
  tfoot td {
    font-weight: ${token('font-weight-semibold')};
    border-bottom: none;
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${token('space-6')} ${token('space-4')};
  text-align: center;
  color: ${token('color-text-muted')};
  background: ${token('color-surface-alt')};
  border-radius: ${token('radius-sm')};
`;
