import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { badgeLabel } from '@anp/core';
import { token, visuallyHidden } from './tokens';
import { partList } from './parts';

export type BadgeTone = 'neutral' | 'primary' | 'danger' | 'warning' | 'success' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  /** More `part` names besides `badge` and the tone (`badge success`), space-separated. */
  part?: string;
}

// Soft background, strong text: every pair is at least 4.5:1 (tokens.test.ts).
const tones = {
  neutral: css`
    background: ${token('color-surface-sunken')};
    color: ${token('color-text')};
  `,
  primary: css`
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
  `,
  danger: css`
    background: ${token('color-danger-soft')};
    color: ${token('color-danger')};
  `,
  warning: css`
    background: ${token('color-warning-soft')};
    color: ${token('color-warning')};
  `,
  success: css`
    background: ${token('color-success-soft')};
    color: ${token('color-success')};
  `,
  info: css`
    background: ${token('color-info-soft')};
    color: ${token('color-info')};
  `,
} satisfies Record<BadgeTone, unknown>;

const Pill = styled.span<{ $tone: BadgeTone }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  min-width: 1.25rem;
  justify-content: center;
  padding: 0.125rem ${token('space-2')};
  /* Keeps its shape in forced-colours mode, where backgrounds are dropped. */
  border: 1px solid transparent;
  border-radius: ${token('radius-pill')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-xs')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.25;
  white-space: nowrap;
  ${(p) => tones[p.$tone]}
`;

/** A short status label ("Shipped", "On hold"). The tone is decoration: the text carries the meaning. */
export function Badge({ tone = 'neutral', children, className, part }: BadgeProps) {
  return (
    <Pill $tone={tone} className={className} data-tone={tone} part={partList('badge', tone, part)}>
      {children}
    </Pill>
  );
}

export interface CountBadgeProps {
  /** The count; above 99 it reads `99+`, and zero, negative or missing counts show no badge. */
  count: number | null | undefined;
  /** What screen readers hear instead of the number, e.g. "3 unread notifications". */
  label: string;
  tone?: BadgeTone;
  className?: string;
  /** More `part` names besides `badge`, the tone and `count` (`badge danger count`). */
  part?: string;
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A count on an icon or tab (cart items, unread alerts). Sighted users see the capped number
 * (`badgeLabel` of @anp/core); screen readers hear the caller's `label` instead.
 */
export function CountBadge({ count, label, tone = 'danger', className, part }: CountBadgeProps) {
  const text = badgeLabel(count);
  if (text === '') return null;
  return (
    <Badge tone={tone} className={className} part={partList('count', part)}>
      <span aria-hidden="true">{text}</span>
      <Hidden>{label}</Hidden>
    </Badge>
  );
}
