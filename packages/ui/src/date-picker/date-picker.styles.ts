import styled, { css, keyframes } from 'styled-components';
import { focusRing, token } from '../tokens';
import { iconButton } from '../icons';
import { dialogReset } from '../top-layer/styles';
import { TARGET } from './field.styles';

/** The calendar's styles; the field's are in field.styles.ts (re-exported here). */
export * from './field.styles';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-0.25rem); }
`;

/**
 * The calendar: a modal `<dialog>` in the top layer, placed next to its field (`usePlacement`).
 * The z-index only counts where a browser has no modal dialogs (above an open modal).
 */
export const Popover = styled.dialog`
  ${dialogReset}
  position: fixed;
  inset: auto;
  top: 0;
  left: 0;
  z-index: calc(${token('z-modal')} + 1);
  width: min(19rem, calc(100vw - 1rem));
  max-height: calc(100dvh - 1rem);
  overflow: auto;
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-lg')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${appear} ${token('duration-fast')} ${token('easing')};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  margin-bottom: ${token('space-2')};
`;

export const Heading = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-semibold')};
  text-align: center;
`;

export const MonthButton = styled.button`
  flex: none;
  width: ${TARGET};
  height: ${TARGET};
  border-radius: ${token('radius-md')};
  ${iconButton}
  color: ${token('color-primary')};

  &[aria-disabled='true'] {
    color: ${token('color-border-strong')};
    background: transparent;
    cursor: not-allowed;
  }
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
`;

export const WeekdayHeader = styled.th`
  height: 2rem;
  padding: 0;
  font-size: ${token('font-size-xs')};
  font-weight: ${token('font-weight-semibold')};
  color: ${token('color-text-muted')};
  text-align: center;
`;

/** Room for six weeks, so the popover keeps its size from month to month. */
export const GridArea = styled.div`
  min-height: calc(2rem + 6 * ${TARGET});
`;

const selectable = css`
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;

  &:hover {
    background: ${token('color-primary-soft')};
  }
  &[aria-selected='true'] {
    background: ${token('color-primary')};
    color: ${token('color-primary-contrast')};
  }
  &[aria-selected='true']:hover {
    background: ${token('color-primary-hover')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: inset 0 0 0 4px ${token('color-focus-contrast')};
  }

  @media (forced-colors: active) {
    &[aria-selected='true'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
  }
`;

const unavailable = css`
  color: ${token('color-text-muted')};
  text-decoration: line-through;
  text-decoration-color: ${token('color-border-strong')};
  cursor: default;
`;

export const Day = styled.td<{ $selectable: boolean }>`
  position: relative;
  height: ${TARGET};
  padding: 0;
  border-radius: ${token('radius-md')};
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
  text-align: center;
  ${(p) => (p.$selectable ? selectable : unavailable)}

  /* A range (the range picker): its ends filled, the days between tinted and joined. */
  &[data-range='middle'],
  &[data-range='middle'][aria-selected='true'],
  &[data-range][data-preview]:not([aria-selected='true']) {
    background: ${token('color-primary-soft')};
    color: ${token('color-text')};
  }
  &[data-range='middle'] {
    border-radius: 0;
  }
  &[data-range='start'] {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
  &[data-range='end'] {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  &[data-range='end'][data-preview] {
    box-shadow: inset 0 0 0 2px ${token('color-primary')};
  }
  @media (forced-colors: active) {
    &[data-range='middle'] {
      forced-color-adjust: none;
      background: Canvas;
      color: CanvasText;
      box-shadow:
        inset 0 -2px 0 Highlight,
        inset 0 2px 0 Highlight;
    }
  }

  /* A named day (holiday, closing): a dot in the corner, as before its entry under the month. */
  &[data-noted]::before {
    content: '';
    position: absolute;
    top: 0.3rem;
    right: 0.3rem;
    width: 0.375rem;
    height: 0.375rem;
    border-radius: 50%;
    background: ${token('color-danger')};
  }
  @media (forced-colors: active) {
    &[data-noted]::before {
      background: CanvasText;
    }
  }

  /* Today: a dot under the number, which also shows in forced-colours mode (currentColor). */
  &[aria-current='date']::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: 0.3rem;
    width: 0.25rem;
    height: 0.25rem;
    margin-left: -0.125rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The named days of the month (holidays, closing days), under the grid. */
export const Notes = styled.ul`
  margin: ${token('space-2')} 0 0;
  padding: 0;
  list-style: none;
  max-width: 20rem;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};

  li {
    display: flex;
    gap: ${token('space-2')};
    overflow-wrap: anywhere;
  }
  li::before {
    content: '';
    flex: none;
    width: 0.375rem;
    height: 0.375rem;
    margin-top: 0.45em;
    border-radius: 50%;
    background: ${token('color-danger')};
  }
  time {
    flex: none;
    font-variant-numeric: tabular-nums;
    color: ${token('color-text-muted')};
  }
  span {
    flex: 1;
    min-width: 0;
  }
`;

export const Status = styled.p`
  min-height: 1.25rem;
  margin: ${token('space-2')} 0 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};

  &:empty {
    margin-top: 0;
    min-height: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${token('space-2')};
`;

export const CloseButton = styled.button`
  min-height: ${TARGET};
  padding: 0 ${token('space-3')};
  border-radius: ${token('radius-md')};
  font-family: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  ${iconButton}
  color: ${token('color-primary')};
`;
