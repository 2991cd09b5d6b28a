import styled, { keyframes } from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { token, visuallyHidden } from './tokens';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /**
   * What is loading, read by screen readers ("Loading orders…"). The spinner is then a
   * `role="status"` live region. Without a label it is decorative and hidden from assistive
   * technology (e.g. inside a busy Button, whose own text names it).
   */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

const SIZES: Record<SpinnerSize, string> = { sm: '1rem', md: '1.5rem', lg: '2.5rem' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const pulse = keyframes`
  50% { opacity: 0.4; }
`;

const Root = styled.span<{ $size: SpinnerSize }>`
  display: inline-flex;
  vertical-align: middle;
  color: ${token('color-primary')};
  line-height: 0;

  svg {
    width: ${(p) => SIZES[p.$size]};
    height: ${(p) => SIZES[p.$size]};
    animation: ${spin} 0.8s linear infinite;
  }

  /* No spinning for people who asked for less motion: a slow fade says "still working". */
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: ${pulse} 2s ease-in-out infinite;
    }
  }

  @media (forced-colors: active) {
    color: CanvasText;
  }
`;

const Label = styled.span`
  ${visuallyHidden}
`;

/** A loading indicator. With a `label` it announces itself politely as a status. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <Root
      $size={size}
      className={className}
      data-size={size}
      {...(labelled ? { role: 'status' } : { 'aria-hidden': true })}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {labelled && <Label>{label}</Label>}
    </Root>
  );
}

/** "Loading…" in the page language: what an element shows while its code loads. */
export function LoadingSpinner() {
  const { t } = useKitTranslation('core');
  return <Spinner label={t('common.loading')} />;
}
