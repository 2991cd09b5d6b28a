import styled from 'styled-components';
import { popoverReset } from '@anp/ui/top-layer';
import { focusRing, token } from '@anp/ui';

export const Root = styled.div`
  position: relative;
  align-self: center;
  font-family: ${token('font-family')};
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 44px;
  max-width: 16rem;
  padding: ${token('space-1')} ${token('space-2')};
  border: 1px solid transparent;
  border-radius: ${token('radius-pill')};
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${token('color-surface-alt')};
  }
  ${focusRing}
`;

export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${token('color-primary')};
  color: ${token('color-primary-contrast')};
  font-weight: ${token('font-weight-semibold')};
  font-size: ${token('font-size-xs')};
  /* Drawn, not written: the button's name is "Profile menu, {name}", and initials written as
     text would be visible text missing from that name (axe label-content-name-mismatch). */
  &::before {
    content: attr(data-initials);
  }
`;

export const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The menu: a popover in the top layer where the browser has them, else placed here. */
export const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${token('space-1')});
  z-index: 20;
  &[popover] {
    ${popoverReset}
  }
  min-width: 12rem;
  margin: 0;
  padding: ${token('space-1')} 0;
  list-style: none;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-md')};
`;

export const Item = styled.a`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${token('space-4')};
  border: 0;
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;
