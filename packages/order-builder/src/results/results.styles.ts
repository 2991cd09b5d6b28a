import styled from 'styled-components';
import { token } from '@anp/ui';

/** The builder lays itself out by its own width (container queries), not the window's. */
const MEDIUM = '@container anp-order-builder (min-width: 32rem)';

/** The search and the category side by side once the builder is wide enough. */
export const Toolbar = styled.div`
  display: grid;
  gap: ${token('space-3')};
  ${MEDIUM} {
    grid-template-columns: minmax(0, 1fr) minmax(12rem, 16rem);
    align-items: end;
  }
`;

/** The products, dimmed while another search loads. */
export const List = styled.ul<{ $stale: boolean }>`
  display: grid;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${(p) => (p.$stale ? 0.6 : 1)};
  transition: opacity ${token('duration-normal')} ${token('easing')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
  padding: ${token('space-3')} ${token('space-4')};
  border-inline-start: 4px solid ${token('color-danger')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;
