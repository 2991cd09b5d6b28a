import styled from 'styled-components';
import { token } from '@anp/ui';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
`;
