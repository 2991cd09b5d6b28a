import styled, { css } from 'styled-components';
import { popoverReset } from '@anp/ui/top-layer';
import { focusRing, token } from '@anp/ui';

/** The tab bar: one row of tabs, wrapping when the page is narrow but not yet a phone. */
export const Bar = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${token('space-1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tab = styled.li`
  position: relative;
`;

const control = css`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  min-height: 44px;
  padding: 0 ${token('space-3')};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${token('color-primary')};
    background: ${token('color-surface-alt')};
  }
  &[aria-current='page'],
  &[data-section='true'] {
    color: ${token('color-primary')};
    border-bottom-color: ${token('color-primary')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const TabLink = styled.a`
  ${control}
`;
export const TabButton = styled.button`
  ${control}
`;

/** `$top`: a popover in the top layer, placed by Floating UI; else placed by its styles. */
export const Dropdown = styled.ul<{ $nested: boolean; $top: boolean }>`
  position: absolute;
  z-index: 20;
  ${(p) => (p.$nested ? 'left: 100%; top: 0;' : 'left: 0; top: 100%;')}
  ${(p) => p.$top && popoverReset}
  min-width: 14rem;
  margin: 0;
  padding: ${token('space-1')} 0;
  list-style: none;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-md')};
  & > li {
    position: relative;
  }
`;

const entry = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  width: 100%;
  min-height: 44px;
  padding: 0 ${token('space-4')};
  border: 0;
  border-left: 3px solid transparent;
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${token('color-surface-alt')};
  }
  &[aria-current='page'] {
    border-left-color: ${token('color-primary')};
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const EntryLink = styled.a`
  ${entry}
`;
export const EntryButton = styled.button`
  ${entry}
`;
