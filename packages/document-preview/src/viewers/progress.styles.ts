/** The progress bar's styles, loaded with it (only while a file over 1 MB arrives). */
import styled from 'styled-components';
import { token } from '@anp/ui';

export const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-1')} ${token('space-3')};
  padding: ${token('space-2')} ${token('space-3')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
  progress {
    flex: 1 1 8rem;
    min-width: 0;
    max-width: 20rem;
    height: 0.5rem;
    accent-color: ${token('color-primary')};
  }
`;
