import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, token } from './tokens';
import { Spinner } from './spinner';
import { partList } from './parts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: `primary` for the main action of a view, `danger` for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * More `part` names besides the kit's own (`button` and the variant, e.g. `button primary`),
   * space-separated: an embedding page styles them with `::part()`.
   */
  part?: string;
  /**
   * Work in progress: shows a spinner, sets `aria-busy` and disables the button so it cannot be
   * pressed twice. The button keeps its text, so its accessible name does not change.
   */
  loading?: boolean;
}

const variants = {
  primary: css`
    background: ${token('color-primary')};
    color: ${token('color-primary-contrast')};
    &:hover:not(:disabled) {
      background: ${token('color-primary-hover')};
    }
  `,
  secondary: css`
    background: ${token('color-surface')};
    color: ${token('color-primary')};
    border-color: ${token('color-border-strong')};
    &:hover:not(:disabled) {
      background: ${token('color-primary-soft')};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${token('color-primary')};
    &:hover:not(:disabled) {
      background: ${token('color-primary-soft')};
    }
  `,
  danger: css`
    background: ${token('color-danger')};
    color: ${token('color-danger-contrast')};
    &:hover:not(:disabled) {
      background: ${token('color-danger-hover')};
    }
  `,
} satisfies Record<ButtonVariant, unknown>;

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: 0 ${token('space-3')};
    font-size: ${token('font-size-sm')};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 ${token('space-4')};
    font-size: ${token('font-size-md')};
  `,
} satisfies Record<ButtonSize, unknown>;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  /* A transparent border still shows in forced-colours mode, so every button keeps an edge. */
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  font-family: ${token('font-family')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.25;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${token('duration-fast')} ${token('easing')};
  ${(p) => sizes[p.$size]}
  ${(p) => variants[p.$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const ButtonSpinner = styled(Spinner)`
  color: inherit;
`;

/**
 * The kit's button. Native button props pass through (including `ref`); `type` defaults to
 * `"button"` so a button inside a form never submits by accident.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  disabled,
  children,
  part,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      part={partList('button', variant, part)}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      // A caller may say busy without disabling (a control that must keep focus while it works).
      aria-busy={loading || rest['aria-busy'] || undefined}
    >
      {loading && <ButtonSpinner size="sm" />}
      {children}
    </StyledButton>
  );
}
