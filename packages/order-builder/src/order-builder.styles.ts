import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
const NARROW = '@media (max-width: 640px)';

export const Root = styled.div`
  container: anp-order-builder / inline-size;
  box-sizing: border-box;
  display: grid;
  /* A grid column never grows past the element's width for wide content (tabs, long titles). */
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

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
`;

export const TabList = styled.div`
  display: flex;
  max-width: 100%;
  @container anp-order-builder (max-width: 30rem) {
    width: 100%;
  }
  padding: 3px;
  overflow-x: auto;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-sunken')};
`;

export const Tab = styled.button<{ $selected: boolean }>`
  flex: 1 1 auto;
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  background: ${(p) => (p.$selected ? token('color-surface') : 'transparent')};
  color: ${(p) => (p.$selected ? token('color-primary') : token('color-text'))};
  box-shadow: ${(p) => (p.$selected ? token('shadow-sm') : 'none')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${token('color-primary')};
  }
  ${focusRing}
  ${NARROW} {
    min-height: 44px;
    padding: 0 ${token('space-2')};
  }
  /* Three equal segments on a phone; a long name wraps instead of scrolling out of view. */
  @container anp-order-builder (max-width: 30rem) {
    flex: 1 1 0;
    white-space: normal;
    line-height: 1.2;
  }
`;

export const CartLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-primary')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  &:hover {
    background: ${token('color-primary-soft')};
  }
  ${focusRing}
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
  ${NARROW} {
    min-height: 44px;
  }
`;

const noticeLook = css`
  margin: 0;
  padding: ${token('space-3')} ${token('space-4')};
  border-inline-start: 4px solid ${token('color-info')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-info-soft')};
`;

export const Notice = styled.div`
  ${noticeLook}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

export const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-4')};
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 4px;
  }
`;

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 1.5rem;
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;
