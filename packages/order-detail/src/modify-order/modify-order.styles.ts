import styled, { css } from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { TextField } from '@anp/ui/fields';

export const Form = styled.form`
  display: grid;
  gap: ${token('space-5')};
  min-width: 0;
`;

/** The cut-off and the time left, kept in view while the user scrolls through the lines. */
export const CutoffBar = styled.div<{ $urgent?: boolean; $closed?: boolean }>`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${token('space-1')} ${token('space-4')};
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  border-left: 4px solid
    ${(p) => (p.$closed || p.$urgent ? token('color-danger') : token('color-info'))};
  background: ${(p) =>
    p.$closed || p.$urgent ? token('color-danger-soft') : token('color-info-soft')};
`;

export const DraftState = styled.span`
  margin-left: auto;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Lines = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li<{ $removed?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${token('space-2')} ${token('space-4')};
  padding: ${token('space-4')} 0;
  border-bottom: 1px solid ${token('color-border')};

  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  & h3,
  & h4,
  & h5 {
    font-size: ${token('font-size-md')};
    font-weight: ${token('font-weight-semibold')};
    ${(p) =>
      p.$removed &&
      css`
        text-decoration: line-through;
        color: ${token('color-text-muted')};
      `}
  }

  @container (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const LineInfo = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  font-size: ${token('font-size-sm')};
`;

export const LineControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-2')};
`;

/** − and + inside the quantity field's box, divided from the number by a rule. */
export const StepButton = styled.button<{ $side: 'start' | 'end' }>`
  min-width: 2.5rem;
  margin: 0;
  border: 0;
  border-inline-${(p) => (p.$side === 'start' ? 'end' : 'start')}: 1px solid ${token('color-border')};
  background: ${token('color-surface-alt')};
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-lg')};
  cursor: pointer;
  ${focusRing}
  /* The ring sits inside the button: the box around it clips anything outside. */
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: none;
  }
  &:hover:not(:disabled) {
    background: ${token('color-primary-soft')};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${token('color-text-muted')};
    opacity: 0.6;
  }
  @media (max-width: 640px), (pointer: coarse) {
    min-width: 44px;
  }
`;

/** A line's quantity: as wide as a count and its two step buttons, the count centred. */
export const QuantityField = styled(TextField)`
  width: 11rem;
  input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

/** A rule problem of a line, or of the lines together, said as it appears. */
export const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Feedback = styled.div`
  display: grid;
  gap: ${token('space-2')};
  border-radius: ${token('radius-sm')};
  ${focusRing}
  &:empty {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;

export const Said = styled.p<{ $tone?: 'success' | 'danger' }>`
  margin: 0;
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) =>
    p.$tone === 'danger'
      ? token('color-danger')
      : p.$tone === 'success'
        ? token('color-success')
        : token('color-text')};
`;

/** Main column and side column on wide containers, one column on narrow ones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
  align-items: start;

  @container (min-width: 60rem) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${token('space-5')};
  min-width: 0;
`;
