import styled from 'styled-components';
import { token } from '@anp/ui';

/** One order's notice: a card with its urgency on its edge. */
export const Tile = styled.article<{ $urgent: boolean }>`
  box-sizing: border-box;
  display: grid;
  gap: ${token('space-2')};
  align-content: start;
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-left: 4px solid ${(p) => (p.$urgent ? token('color-danger') : token('color-primary'))};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  min-width: 0;

  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin: 0;
    font-size: ${token('font-size-lg')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
  }
  & > div:last-child {
    margin-top: ${token('space-2')};
  }
`;

/** The notices in as many columns as fit. */
export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Region = styled.section`
  display: grid;
  gap: ${token('space-3')};
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  & > p {
    margin: 0;
  }
`;
