import styled from 'styled-components';
import { token } from '@anp/ui';

export const Summary = styled.div.attrs({ part: 'reorder-summary' })`
  display: grid;
  gap: ${token('space-3')};
  h2,
  h3,
  h4 {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-md')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${token('space-2')};
  }
`;

export const Count = styled.p<{ $tone: 'success' | 'warning' }>`
  margin: 0;
  padding: ${token('space-2')} ${token('space-3')};
  border-left: 4px solid
    ${({ $tone }) => ($tone === 'success' ? token('color-success') : token('color-warning'))};
  background: ${({ $tone }) =>
    $tone === 'success' ? token('color-success-soft') : token('color-warning-soft')};
  color: ${token('color-text')};
  font-weight: 600;
`;

/** One group of lines; the lines not added are marked with the danger colour's border. */
export const Section = styled.section<{ $kind: string }>`
  padding-left: ${token('space-3')};
  border-left: 3px solid
    ${({ $kind }) =>
      $kind === 'notAdded'
        ? token('color-danger')
        : $kind === 'added'
          ? token('color-border')
          : token('color-warning')};
`;

export const Title = styled.span`
  font-weight: 600;
`;

export const Sku = styled.span`
  color: ${token('color-text-muted')};
  font-variant-numeric: tabular-nums;
`;

export const Detail = styled.span`
  display: block;
  font-variant-numeric: tabular-nums;
`;
