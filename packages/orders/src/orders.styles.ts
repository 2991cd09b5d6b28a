import styled from 'styled-components';
import { token } from '@anp/ui';

/**
 * The list lays itself out by its own width (container queries), not the window's: on a CMS page
 * it may sit in a narrow column of a wide screen.
 */
export const WIDE = '@container anp-orders (min-width: 48rem)';
/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
export const NARROW = '@media (max-width: 640px)';

export const Root = styled.div`
  container: anp-orders / inline-size;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-4')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;
