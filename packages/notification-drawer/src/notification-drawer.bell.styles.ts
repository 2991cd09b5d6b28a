import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

/** The bell's own look: the header renders it without the drawer's styles. */
export const BellButton = styled.button`
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: inherit;
  font-family: ${token('font-family')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-alt')};
  }
  &[aria-expanded='true'] {
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
  }
  ${focusRing}
`;

// Starts at the middle of the bell, so a wide "99+" grows away from it.
export const BadgeSpot = styled.span`
  position: absolute;
  top: 0;
  left: calc(50% + 2px);
  pointer-events: none;
`;
