import styled, { css } from 'styled-components';
import { focusRing, token } from '@anp/ui';

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

/** Quantity, pallets and remove: under the text on phones, on the right on wide screens. */
export const LineControls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-3')};
  @media (min-width: 720px) {
    grid-column: 2 / -1;
  }
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

/** Stepper: [-] [input] [+] with the count label after it. */
export const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  input {
    width: 5.5rem;
    text-align: center;
    border-radius: 0;
    -moz-appearance: textfield;
  }
  input::-webkit-outer-spin-button,
  input::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

export const StepButton = styled.button`
  font: inherit;
  font-size: ${token('font-size-lg')};
  min-width: 2.5rem;
  min-height: 2.5rem;
  border: 1px solid ${token('color-border-strong')};
  background: ${token('color-surface-alt')};
  color: ${token('color-text')};
  cursor: pointer;
  &:first-child {
    border-radius: ${token('radius-md')} 0 0 ${token('radius-md')};
    border-right: 0;
  }
  &:last-child {
    border-radius: 0 ${token('radius-md')} ${token('radius-md')} 0;
    border-left: 0;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${token('color-text-muted')};
  }
  ${focusRing}
`;
