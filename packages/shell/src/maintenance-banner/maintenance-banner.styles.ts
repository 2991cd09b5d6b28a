import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

/**
 * The live region: always in the header (empty and without height when no window shows), so a
 * notice that arrives is announced; in the flow above the bar, it pushes the page down instead
 * of covering it.
 */
export const Region = styled.div`
  box-sizing: border-box;
  width: 100%;
  &:empty {
    display: none;
  }
`;

export const Notice = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${token('space-2')};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${token('space-2')} ${token('space-4')};
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
  line-height: 1.45;
  @media (max-width: 767.98px) {
    padding: ${token('space-2')} ${token('space-3')};
  }
`;

/** The band behind each notice spans the whole header; the text keeps the bar's width. */
export const Band = styled.div`
  background: ${token('color-warning-soft')};
  border-bottom: 1px solid ${token('color-border')};
  border-left: 4px solid ${token('color-warning')};
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 2px;
  color: ${token('color-warning')};
`;

export const Text = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.strong`
  font-weight: ${token('font-weight-semibold')};
`;

export const Range = styled.span`
  font-weight: ${token('font-weight-semibold')};
`;

/** A date and its time stay on one line ("26-Nov-" never ends a line). */
export const Nowrap = styled.span`
  white-space: nowrap;
`;

export const Dismiss = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -4px -4px 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text')};
  cursor: pointer;
  &:hover {
    border-color: ${token('color-warning')};
  }
  ${focusRing}
`;
