import styled from 'styled-components';
import { token } from '@anp/ui';

export const Box = styled.div`
  display: grid;
  gap: ${token('space-1')};
  max-width: 36rem;
  margin-bottom: ${token('space-4')};
  padding: ${token('space-3')} ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
`;

export const Note = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;
