import styled from 'styled-components';
import { focusRing, token, visuallyHidden } from '../tokens';

/**
 * The styles of the pickers' fields, apart from their calendars' (date-picker.styles.ts), so the
 * field shows at once and the calendar's code loads on first use.
 */

/** Touch targets of the picker (WCAG 2.5.8 asks 24 px; the kit's controls are 40 px). */
export const TARGET = '2.5rem';

export const Field = styled.div`
  display: grid;
  gap: ${token('space-1')};
  justify-items: start;
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  color: ${token('color-text')};
`;

export const Label = styled.span<{ $disabled: boolean }>`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) => (p.$disabled ? token('color-text-muted') : token('color-text'))};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Hint = styled.span`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

export const Trigger = styled.button<{ $empty: boolean }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  width: 100%;
  max-width: 18rem;
  min-height: ${TARGET};
  margin: 0;
  padding: 0 ${token('space-3')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${(p) => (p.$empty ? token('color-text-muted') : token('color-text'))};
  font-family: inherit;
  font-size: ${token('font-size-md')};
  line-height: 1.25;
  text-align: start;
  cursor: pointer;
  transition: border-color ${token('duration-fast')} ${token('easing')};

  &:hover:not(:disabled) {
    border-color: ${token('color-text')};
  }
  &[aria-invalid='true'] {
    border-color: ${token('color-danger')};
    box-shadow: inset 0 0 0 1px ${token('color-danger')};
  }
  &:disabled {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text-muted')};
    cursor: not-allowed;
  }
  ${focusRing}

  svg {
    flex: none;
    color: ${token('color-primary')};
  }
  &:disabled svg {
    color: inherit;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const ErrorText = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-danger')};

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;
