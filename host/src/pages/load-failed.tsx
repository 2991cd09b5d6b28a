import { useId } from 'react';
import styled from 'styled-components';
import { Button, token } from '@anp/ui';
import { StateCard } from './page-styles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
`;

/**
 * A page whose data could not be loaded: what failed, why (the error catalogue's readable
 * text), and a Retry that loads again.
 */
export function LoadFailed(props: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => unknown;
}) {
  const titleId = useId();
  return (
    <StateCard aria-labelledby={titleId}>
      <h1 id={titleId}>{props.title}</h1>
      <p role="alert">{props.message}</p>
      <Actions>
        <Button onClick={() => void props.onRetry()}>{props.retryLabel}</Button>
      </Actions>
    </StateCard>
  );
}
