import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '../tokens';

/**
 * Phones and other coarse pointers: every control grows to a 44 px touch target (WCAG 2.5.5),
 * as the features' own copies did below 640 px.
 */
export const TOUCH = '@media (max-width: 640px), (pointer: coarse)';

/** The column of one field: label, hint, control, counter or status, error. */
export const column = css`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${token('space-1')};
  min-width: 0;
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

export const Field = styled.div`
  ${column}
`;

export const Label = styled.label<{ $disabled?: boolean }>`
  justify-self: start;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) => (p.$disabled ? token('color-text-muted') : token('color-text'))};
`;

/** The visible required marker; the control itself says "required" to screen readers. */
export const Required = styled.span<{ $asterisk: boolean }>`
  margin-inline-start: ${token('space-1')};
  font-weight: ${(p) => (p.$asterisk ? token('font-weight-semibold') : token('font-weight-regular'))};
  color: ${(p) => (p.$asterisk ? token('color-danger') : token('color-text-muted'))};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

/** The error: an icon and the text, so colour is not the only signal. */
export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-1')};
  margin: 0;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  color: ${token('color-danger')};
  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

/** A character counter or a search's result count: small text under the control. */
export const Note = styled.p<{ $over?: boolean }>`
  margin: 0;
  font-size: ${token('font-size-sm')};
  font-weight: ${(p) => (p.$over ? token('font-weight-semibold') : token('font-weight-regular'))};
  color: ${(p) => (p.$over ? token('color-danger') : token('color-text-muted'))};
  font-variant-numeric: tabular-nums;
  /* A live region stays in the page to be heard; while empty it takes no room. */
  &:empty {
    margin-block-start: calc(-1 * ${token('space-1')});
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The box of a text input, textarea or select: border, invalid, disabled and read-only. */
export const box = css`
  width: 100%;
  min-width: 0;
  min-height: 2.5rem;
  margin: 0;
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  transition: border-color ${token('duration-fast')} ${token('easing')};
  &[aria-invalid='true'] {
    border-color: ${token('color-danger')};
    box-shadow: inset 0 0 0 1px ${token('color-danger')};
  }
  ${TOUCH} {
    min-height: 44px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A native text control inside the kit's box. Font size 1rem: phones do not zoom on focus. */
export const control = css`
  ${box}
  padding: 0 ${token('space-3')};
  font-family: inherit;
  font-size: ${token('font-size-md')};
  line-height: 1.25;
  &::placeholder {
    color: ${token('color-text-muted')};
    opacity: 1;
  }
  &:hover:not(:disabled):not([readonly]):not([aria-invalid='true']) {
    border-color: ${token('color-text')};
  }
  &:disabled {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text-muted')};
    -webkit-text-fill-color: ${token('color-text-muted')};
    opacity: 1;
    cursor: not-allowed;
  }
  &[readonly] {
    background: ${token('color-surface-alt')};
  }
  ${focusRing}
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  display: block;
  min-height: 5rem;
  padding: ${token('space-2')} ${token('space-3')};
  line-height: ${token('line-height')};
  resize: vertical;
`;

/**
 * The box of a field with a prefix or suffix (a unit, a currency, step buttons): the border is
 * drawn around the whole row, the input inside has none. The ring shows while the input has
 * keyboard focus; buttons in the slots draw their own.
 */
export const Adorned = styled.div<{ $invalid: boolean; $disabled: boolean; $readOnly: boolean }>`
  ${box}
  display: flex;
  align-items: stretch;
  overflow: hidden;
  /* A 2 px border rather than the inset shadow, which a prefix or suffix cell would cover. */
  ${(p) =>
    p.$invalid &&
    css`
      border: 2px solid ${token('color-danger')};
    `}
  background: ${(p) =>
    p.$disabled
      ? token('color-surface-sunken')
      : p.$readOnly
        ? token('color-surface-alt')
        : token('color-surface')};
  &:has(input:focus-visible) {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${token('color-focus-contrast')};
  }
  @supports not selector(:has(*)) {
    &:focus-within {
      outline: 2px solid ${token('color-focus')};
      outline-offset: 2px;
    }
  }
  input {
    flex: 1 1 auto;
    width: 100%;
    min-width: 3rem;
    margin: 0;
    padding: 0 ${token('space-3')};
    border: 0;
    background: transparent;
    color: inherit;
    font-family: inherit;
    font-size: ${token('font-size-md')};
    line-height: 1.25;
    outline: none;
    &::placeholder {
      color: ${token('color-text-muted')};
      opacity: 1;
    }
    &:disabled {
      color: ${token('color-text-muted')};
      -webkit-text-fill-color: ${token('color-text-muted')};
      cursor: not-allowed;
    }
  }
`;

/** A prefix or suffix: text (a unit) in a muted cell, or controls (step buttons) as they are. */
export const Slot = styled.span<{ $text: boolean; $side: 'start' | 'end' }>`
  flex: none;
  display: flex;
  align-items: stretch;
  ${(p) =>
    p.$text &&
    css`
      align-items: center;
      padding: 0 ${token('space-3')};
      background: ${token('color-surface-alt')};
      color: ${token('color-text-muted')};
      font-size: ${token('font-size-sm')};
      white-space: nowrap;
      border-${p.$side === 'start' ? 'inline-end' : 'inline-start'}: 1px solid
        ${token('color-border')};
    `}
`;
