import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from './tokens';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** What the user can do next: a Button or a link. */
  action?: ReactNode;
  /** A decorative picture (an inline SVG); it is hidden from screen readers. */
  icon?: ReactNode;
  /** Level of the title's heading, to fit the page outline (default 2). */
  headingLevel?: HeadingLevel;
  className?: string;
}

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-3')};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${token('space-7')} ${token('space-4')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  text-align: center;
`;

const Icon = styled.div`
  display: flex;
  color: ${token('color-primary')};
  & > svg {
    width: 3rem;
    height: 3rem;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.3;
`;

const Description = styled.div`
  margin: 0;
  color: ${token('color-text-muted')};
  & > p {
    margin: 0;
  }
`;

const Action = styled.div`
  margin-top: ${token('space-2')};
`;

/** What a list or page shows when there is nothing in it yet, and what to do about it. */
export function EmptyState(props: EmptyStateProps) {
  const { title, description, action, icon, headingLevel = 2, className } = props;
  return (
    <Root className={className} part="empty-state">
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Heading as={`h${headingLevel}`}>{title}</Heading>
      {description && (
        <Description as={typeof description === 'string' ? 'p' : 'div'}>{description}</Description>
      )}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
