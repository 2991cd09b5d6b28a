import styled from 'styled-components';
import { token } from '@anp/ui';

export const Card = styled.section`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-4')};
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-xl')};
  overflow-wrap: anywhere;
`;

export const Picker = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Message = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Report = styled.div`
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
`;

export const Frame = styled.iframe`
  width: 100%;
  min-height: 20rem;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
`;

export const FrameHeader = styled.div`
  display: grid;
  gap: ${token('space-1')};
  h3 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
`;
