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

/** "Go to cart": the dialog's main action, a link drawn as a primary button. */
export const CartLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-primary-contrast')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;
