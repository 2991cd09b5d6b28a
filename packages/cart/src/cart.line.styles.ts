import styled, { css } from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { TextField } from '@anp/ui/fields';

/** The height of a field's label and the gap under it: boxes without a label move down by it. */
const LABEL_ROW = `calc(${token('font-size-sm')} * ${token('line-height')} + ${token('space-1')})`;

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

export const Line = styled.li<{ $disabled?: boolean }>`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  gap: ${token('space-3')} ${token('space-4')};
  padding: ${token('space-4')} 0;
  border-top: 1px solid ${token('color-border')};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  ${(p) =>
    p.$disabled &&
    css`
      opacity: 0.72;
    `}
  @media (min-width: 720px) {
    grid-template-columns: 4.5rem minmax(0, 1fr) auto;
  }
`;

export const Thumb = styled.img`
  width: 4rem;
  height: 4rem;
  object-fit: cover;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  @media (min-width: 720px) {
    width: 4.5rem;
    height: 4.5rem;
  }
`;

export const LineMain = styled.div`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
  h3 {
    font-size: ${token('font-size-md')};
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Facts = styled.p`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${token('space-3')};
`;

export const LineWeight = styled.div`
  display: grid;
  justify-items: end;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  strong {
    color: ${token('color-text')};
    font-size: ${token('font-size-md')};
  }
  @media (max-width: 719px) {
    grid-column: 2;
    justify-items: start;
  }
`;

/** The quantity: [-] [count] [+], the count centred. */
export const QuantityField = styled(TextField)`
  width: 11rem;
  input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

export const PalletCountField = styled(TextField)`
  width: 6rem;
`;

/**
 * Quantity, pallets and remove: under the text on phones, on the right on wide screens. Rows
 * start at the top; the controls without a label above them move down by one label row, so
 * every box lines up with the quantity's.
 */
export const LineControls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space-3')};
  > :not(${QuantityField}):not(${PalletCountField}) {
    margin-top: ${LABEL_ROW};
  }
  @media (min-width: 720px) {
    grid-column: 2 / -1;
  }
`;

/** The count's unit after the quantity ("bags"), on the box's line. */
export const Unit = styled.span`
  align-self: flex-start;
  line-height: 2.5rem;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

/**
 * A step button inside the quantity's box: the box draws the border, the button a divider on
 * its inner side; 44 px wide on phones (WCAG 2.5.5).
 */
export const StepButton = styled.button`
  width: 2.5rem;
  padding: 0;
  border: 0;
  background: ${token('color-surface-alt')};
  color: ${token('color-primary')};
  font: inherit;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;
  &:first-child {
    border-inline-end: 1px solid ${token('color-border')};
  }
  &:last-child {
    border-inline-start: 1px solid ${token('color-border')};
  }
  &:hover:not(:disabled) {
    background: ${token('color-primary-soft')};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${token('color-text-muted')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: none;
  }
  @media (max-width: 640px), (pointer: coarse) {
    width: 44px;
  }
`;

/** The line's messages (its rule, the truck size, the fee) under the whole line. */
export const LineMessages = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${token('space-1')};
`;
