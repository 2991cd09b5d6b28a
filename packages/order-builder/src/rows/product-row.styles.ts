import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

/** The rows lay themselves out by the builder's width (its container), not the window's. */
const WIDE = '@container anp-order-builder (min-width: 46rem)';
/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
const NARROW = '@media (max-width: 640px)';

export const List = styled.ul<{ $stale: boolean }>`
  display: grid;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${(p) => (p.$stale ? 0.6 : 1)};
  transition: opacity ${token('duration-normal')} ${token('easing')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

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

export const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  &:focus-within {
    border-color: ${token('color-focus')};
  }
  &[data-invalid='true'] {
    border-color: ${token('color-danger')};
    box-shadow: 0 0 0 1px ${token('color-danger')};
  }
  input {
    width: 4rem;
    min-height: 2.5rem;
    padding: 0 ${token('space-2')};
    border: 0;
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    font-variant-numeric: tabular-nums;
    text-align: center;
    ${focusRing}
    &:focus-visible {
      outline-offset: -2px;
      box-shadow: none;
    }
  }
  ${NARROW} {
    input {
      min-height: 44px;
      width: 5rem;
    }
  }
`;

export const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  border: 0;
  background: ${token('color-surface-alt')};
  color: ${token('color-primary')};
  font: inherit;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;
  &:first-child {
    border-start-start-radius: ${token('radius-md')};
    border-end-start-radius: ${token('radius-md')};
  }
  &:last-child {
    border-start-end-radius: ${token('radius-md')};
    border-end-end-radius: ${token('radius-md')};
  }
  &:hover {
    background: ${token('color-primary-soft')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: none;
  }
  ${NARROW} {
    width: 44px;
  }
`;

export const EntryLabel = styled.label`
  display: block;
  margin-bottom: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Equals = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
`;

export const PalletCheck = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 1.75rem;
  font-size: ${token('font-size-sm')};
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${token('color-primary')};
    ${focusRing}
  }
  input[aria-disabled='true'] {
    cursor: help;
    opacity: 0.6;
  }
  input[aria-disabled='true'] + label {
    color: ${token('color-text-muted')};
    cursor: help;
  }
  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] {
    display: block;
  }
  ${NARROW} {
    min-height: 44px;
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

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 1.5rem;
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
  padding: ${token('space-3')} ${token('space-4')};
  border-inline-start: 4px solid ${token('color-danger')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;
