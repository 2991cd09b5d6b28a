import styled from 'styled-components';
import { token } from '@anp/ui';

export const Card = styled.section`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-4')};
  display: grid;
  gap: ${token('space-3')};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space-1')} ${token('space-3')};
  margin: 0;

  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Message = styled.p`
  margin: 0;
`;
