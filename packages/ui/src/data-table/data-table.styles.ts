import styled, { css, keyframes } from 'styled-components';
import { focusRing, token, visuallyHidden } from '../tokens';
import { iconButton } from '../icons';
import { popoverReset } from '../top-layer/styles';

/** Controls in a row: 40 px targets in a 48 px row (WCAG 2.5.8 asks 24 px). */
const TARGET = '2.5rem';

/**
 * Class names of the elements every row repeats. Rows and cells are plain elements styled from
 * the root: a styled component per cell would compute and hash its CSS for each of the few
 * hundred cells of a window, which nearly doubled the first paint of the table.
 */
export const CLASS = {
  row: 'anp-dt-row',
  cell: 'anp-dt-cell',
  control: 'anp-dt-control',
  text: 'anp-dt-text',
  checkbox: 'anp-dt-checkbox',
  iconButton: 'anp-dt-icon-button',
  chevron: 'anp-dt-chevron',
  child: 'anp-dt-child',
  childCell: 'anp-dt-child-cell',
} as const;

const rowGrid = css`
  display: grid;
  grid-template-columns: var(--anp-dt-columns);
  align-items: stretch;
`;

export const Root = styled.div`
  box-sizing: border-box;
  /* A table never widens the page: it scrolls inside itself (narrow screens drop columns). */
  min-width: 0;
  max-width: 100%;
  font-family: ${token('font-family')};
  font-size: ${token('font-size-sm')};
  line-height: ${token('line-height')};
  color: ${token('color-text')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  overflow: hidden;

  .${CLASS.row} {
    ${rowGrid}
    position: absolute;
    left: 0;
    right: 0;
    box-sizing: border-box;
    height: var(--anp-dt-row-height);
    border-bottom: 1px solid ${token('color-border')};
    background: ${token('color-surface')};
    outline: none;
  }
  .${CLASS.row}[data-odd] {
    background: ${token('color-surface-alt')};
  }
  .${CLASS.row}:hover {
    background: ${token('color-primary-soft')};
  }
  .${CLASS.row}[aria-selected='true'] {
    background: ${token('color-primary-soft')};
    box-shadow: inset 4px 0 0 ${token('color-primary')};
  }
  .${CLASS.row}:focus-visible, .${CLASS.child}:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: -2px;
    box-shadow: inset 0 0 0 4px ${token('color-focus-contrast')};
  }

  .${CLASS.cell} {
    display: flex;
    align-items: center;
    justify-content: flex-start;
    min-width: 0;
    padding: 0 ${token('space-3')};
    overflow: hidden;
    white-space: nowrap;
    text-align: start;
    outline: none;
  }
  .${CLASS.cell}[data-align='end'] {
    justify-content: flex-end;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .${CLASS.cell}:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: -2px;
  }
  /* Plain text in a cell ends in an ellipsis rather than pushing the row taller. */
  .${CLASS.text} {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  .${CLASS.control} {
    display: flex;
    align-items: center;
    justify-content: center;
    min-width: 0;
  }

  .${CLASS.checkbox} {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${token('color-primary')};
    cursor: pointer;
    ${focusRing}
  }

  .${CLASS.iconButton} {
    width: ${TARGET};
    height: ${TARGET};
    border-radius: ${token('radius-md')};
    ${iconButton}
  }
  .${CLASS.chevron} {
    transition: transform ${token('duration-fast')} ${token('easing')};
  }
  [aria-expanded='true'] > .${CLASS.chevron} {
    transform: rotate(90deg);
  }

  .${CLASS.child} {
    position: absolute;
    left: 0;
    right: 0;
    box-sizing: border-box;
    border-bottom: 1px solid ${token('color-border')};
    background: ${token('color-surface')};
    box-shadow: inset 4px 0 0 ${token('color-border-strong')};
    outline: none;
  }
  .${CLASS.childCell} {
    min-width: 0;
    padding: ${token('space-3')} ${token('space-4')} ${token('space-4')} ${token('space-7')};
    white-space: normal;
  }

  /* Phones: more of a narrow cell for its text. */
  @media (max-width: 37.5em) {
    .${CLASS.cell} {
      padding: 0 ${token('space-2')};
    }
  }
  @media (forced-colors: active) {
    .${CLASS.row}[aria-selected='true'] {
      outline: 2px solid Highlight;
      outline-offset: -4px;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .${CLASS.chevron} {
      transition: none;
    }
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  overscroll-behavior: contain;
  /* The browser must not move rows under the sticky header when it scrolls focus into view. */
  overflow-anchor: none;
`;

/** Header and body share this box, as wide as the container or as the columns need. */
export const Grid = styled.div`
  min-width: min-content;
`;

export const HeaderGroup = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  background: ${token('color-surface-sunken')};
  border-bottom: 1px solid ${token('color-border-strong')};
`;

export const HeaderRow = styled.div`
  ${rowGrid}
  min-height: 2.75rem;
`;

export const HeaderCell = styled.div<{ $align: 'start' | 'end' }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$align === 'end' ? 'flex-end' : 'flex-start')};
  min-width: 0;
  padding: ${token('space-1')} ${token('space-3')};
  font-weight: ${token('font-weight-semibold')};
  color: ${token('color-text')};
  text-align: ${(p) => p.$align};
`;

/** The controls' columns (selection, details, actions) are centred and narrow. */
export const ControlHeaderCell = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
`;

export const SortButton = styled.button<{ $align: 'start' | 'end' }>`
  display: inline-flex;
  align-items: center;
  flex-direction: ${(p) => (p.$align === 'end' ? 'row-reverse' : 'row')};
  gap: ${token('space-1')};
  min-height: 2rem;
  max-width: 100%;
  margin: 0 calc(-1 * ${token('space-2')});
  padding: 0 ${token('space-2')};
  border: 1px solid transparent;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  &:hover {
    background: ${token('color-surface-alt')};
    color: ${token('color-primary')};
  }
  ${focusRing}

  svg {
    flex: none;
  }
  &[data-sorted='false'] svg {
    color: ${token('color-border-strong')};
  }
`;

export const Body = styled.div`
  position: relative;
`;

export const MessageRow = styled.div`
  ${rowGrid}
`;

export const MessageCell = styled.div`
  grid-column: 1 / -1;
  padding: ${token('space-7')} ${token('space-4')};
  color: ${token('color-text-muted')};
  text-align: center;
`;

const shimmer = keyframes`
  50% { opacity: 0.45; }
`;

export const SkeletonRow = styled.div`
  ${rowGrid}
  height: var(--anp-dt-row-height);
  border-bottom: 1px solid ${token('color-border')};
`;

export const SkeletonBar = styled.span`
  align-self: center;
  max-width: calc(100% - 2 * ${token('space-3')});
  height: 0.75rem;
  margin: 0 ${token('space-3')};
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface-sunken')};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
`;

export const MoreLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  height: var(--anp-dt-row-height);
  color: ${token('color-text-muted')};
`;

/** A row's menu: a popover in the top layer (the z-index counts only without one). */
export const Menu = styled.div`
  ${popoverReset}
  /* Above an open modal: the table may be shown in one. */
  z-index: calc(${token('z-modal')} + 1);
  box-sizing: border-box;
  min-width: 12rem;
  max-width: calc(100vw - 1rem);
  max-height: calc(100dvh - 1rem);
  overflow: auto;
  padding: ${token('space-1')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-md')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-sm')};
  line-height: ${token('line-height')};
  color: ${token('color-text')};
`;

export const MenuItem = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${TARGET};
  padding: 0 ${token('space-3')};
  border: 1px solid transparent;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${token('color-primary-soft')};
  }
  &[aria-disabled='true'] {
    color: ${token('color-text-muted')};
    cursor: not-allowed;
  }
  &[aria-disabled='true']:hover {
    background: transparent;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: none;
  }
`;
