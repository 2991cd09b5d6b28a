import styled from 'styled-components';
import { token } from '@anp/ui';

/** The account selector's place above the panels. */
export const MenuSection = styled.div`
  padding: ${token('space-3')} ${token('space-4')};
  border-bottom: 1px solid ${token('color-border')};
`;

/** Support and Logout below the first panel. */
export const MenuEnd = styled.ul`
  margin: 0;
  padding: ${token('space-2')} 0;
  list-style: none;
  border-top: 1px solid ${token('color-border')};
`;
