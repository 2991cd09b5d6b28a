import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { TextField } from '@anp/ui/fields';

/** The rows lay themselves out by the builder's width (its container), not the window's. */
const WIDE = '@container anp-order-builder (min-width: 46rem)';
/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
const NARROW = '@media (max-width: 640px)';
/** Where the kit's fields grow to 44 px: the steps beside the count grow with its box. */
const TOUCH = '@media (max-width: 640px), (pointer: coarse)';

export const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  grid-template-areas:
    'thumb info'
    'order order';
  gap: ${token('space-3')} ${token('space-4')};
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  ${WIDE} {
    grid-template-columns: 5rem minmax(0, 1fr) minmax(17rem, 23rem);
    grid-template-areas: 'thumb info order';
    align-items: start;
  }
`;

export const Thumb = styled.div`
  grid-area: thumb;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-alt')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-xs')};
  text-align: center;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Info = styled.div`
  grid-area: info;
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
  align-content: start;
`;

export const TitleLine = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

export const Star = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  margin: -0.375rem -0.375rem 0 0;
  border: 0;
  border-radius: ${token('radius-pill')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${token('color-warning')};
  }
  &:hover {
    background: ${token('color-surface-alt')};
  }
  ${focusRing}
  svg {
    width: 1.375rem;
    height: 1.375rem;
  }
  ${NARROW} {
    width: 44px;
    height: 44px;
    margin: -0.625rem -0.625rem 0 0;
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  overflow-wrap: anywhere;
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-2')};
  margin: ${token('space-1')} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${token('font-size-sm')};
`;

export const Fact = styled.li<{ $tone?: 'rule' | 'plain' }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem ${token('space-2')};
  border-radius: ${token('radius-sm')};
  background: ${(p) => (p.$tone === 'rule' ? token('color-warning-soft') : token('color-surface-alt'))};
  color: ${token('color-text')};
`;

export const Note = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Order = styled.div`
  grid-area: order;
  display: grid;
  gap: ${token('space-2')};
  align-content: start;
  min-width: 0;
`;

export const EntryLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-2')} ${token('space-3')};
  > div:first-child {
    flex: none;
  }
`;

/** The count: [-] [20] [+], the number centred between the steps. */
export const QuantityField = styled(TextField)`
  width: 9rem;
  input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  ${TOUCH} {
    width: 10.5rem;
  }
`;

/**
 * A step button inside the count's box: the box draws the border, the button a divider on its
 * inner side; 44 px wide on phones.
 */
export const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
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
  &:hover {
    background: ${token('color-primary-soft')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: none;
  }
  ${TOUCH} {
    width: 44px;
  }
`;

export const Equals = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
`;

/** The full-pallet box; a locked one shows its tooltip on hover and on keyboard focus. */
export const PalletCheck = styled.div`
  position: relative;
  display: inline-flex;
  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] {
    display: block;
  }
`;

export const Tooltip = styled.span`
  position: absolute;
  z-index: ${token('z-modal')};
  inset-inline-start: 0;
  bottom: calc(100% + ${token('space-1')});
  display: none;
  width: max-content;
  max-width: 16rem;
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${token('color-text')};
  color: ${token('color-surface')};
  font-size: ${token('font-size-xs')};
  box-shadow: ${token('shadow-md')};
`;

export const FieldProblem = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
`;

export const PalletLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${token('space-3')};
`;

export const AddButton = styled.div`
  flex: 1 1 9rem;
  button {
    width: 100%;
    /* A long label ("Adicionar ao carrinho") moves the button below the entry, never wraps. */
    white-space: nowrap;
  }
  ${NARROW} {
    button {
      min-height: 44px;
    }
  }
`;

export const InCart = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-1')};
  margin: 0;
  color: ${token('color-success')};
  font-size: ${token('font-size-sm')};
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export const RowProblem = styled.p`
  margin: 0;
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;
