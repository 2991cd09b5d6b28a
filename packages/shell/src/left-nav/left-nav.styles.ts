import styled, { css } from 'styled-components';
import { focusRing, token } from '@anp/ui';

export const Nav = styled.nav`
  box-sizing: border-box;
  width: 100%;
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: 1.3;
  color: ${token('color-text')};
  background: ${token('color-surface')};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Links and buttons of the lists: full width, 44 px high (touch targets), indented by depth. */
const entry = css<{ $depth?: number }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  width: 100%;
  min-height: 44px;
  padding: ${token('space-2')} ${token('space-4')};
  padding-left: calc(${token('space-4')} + ${(p) => (p.$depth ?? 0) * 16}px);
  border: 0;
  border-left: 3px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-alt')};
  }
  &[data-section='true'] {
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  &[aria-current='page'] {
    border-left-color: ${token('color-primary')};
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const EntryLink = styled.a<{ $depth?: number }>`
  ${entry}
`;

export const EntryButton = styled.button<{ $depth?: number }>`
  ${entry}
`;

export const PanelHead = styled.div`
  display: flex;
  flex-direction: column;
  border-bottom: 1px solid ${token('color-border')};
`;

export const BackButton = styled.button<{ $depth?: number }>`
  ${entry}
  justify-content: flex-start;
  color: ${token('color-primary')};
`;

export const PanelTitle = styled.p`
  margin: 0;
  padding: ${token('space-2')} ${token('space-4')} ${token('space-3')};
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-semibold')};
`;

/** The place of the loading indicator, or of the failure and its Retry. */
export const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  p {
    margin: 0;
  }
`;
