import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

/**
 * The list lays itself out by its own width (container queries), not the window's: on a CMS page
 * it may sit in a narrow column of a wide screen. Below 48rem the rows become cards.
 */
export const WIDE = '@container anp-user-list (min-width: 48rem)';
export const NOT_WIDE = '@container anp-user-list (max-width: 47.99rem)';
/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
export const TOUCH = '@media (pointer: coarse)';

export const Root = styled.div`
  container: anp-user-list / inline-size;
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

export const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
  padding: ${token('space-3')} ${token('space-4')};
  border-inline-start: 4px solid ${token('color-danger')};
  border-radius: ${token('radius-md')};
  background: ${token('color-danger-soft')};
  p {
    margin: 0;
  }
`;

export const Notice = styled.div<{ $tone: 'success' | 'warning' }>`
  display: grid;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-4')};
  border-inline-start: 4px solid
    ${(p) => (p.$tone === 'success' ? token('color-success') : token('color-warning'))};
  border-radius: ${token('radius-md')};
  background: ${(p) =>
    p.$tone === 'success' ? token('color-success-soft') : token('color-warning-soft')};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-inline-start: ${token('space-5')};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-2')};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  ${NOT_WIDE} {
    > * {
      flex: 1 1 auto;
    }
  }
`;

const linkButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border: 1px solid ${token('color-primary')};
  border-radius: ${token('radius-md')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  ${focusRing}
  ${TOUCH} {
    min-height: 44px;
  }
`;

export const PrimaryLink = styled.a`
  ${linkButton}
  background: ${token('color-primary')};
  color: ${token('color-primary-contrast')};
  &:hover {
    background: ${token('color-primary-hover')};
  }
`;

export const SecondaryLink = styled.a`
  ${linkButton}
  background: ${token('color-surface')};
  color: ${token('color-primary')};
  &:hover {
    background: ${token('color-primary-soft')};
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
export const Muted = styled.span`
  color: ${token('color-text-muted')};
`;
