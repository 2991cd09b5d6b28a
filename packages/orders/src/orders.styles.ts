import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

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

export const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-3')};
  align-items: end;
  margin: 0;
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-alt')};
  ${WIDE} {
    grid-template-columns: minmax(12rem, 1.4fr) repeat(3, minmax(9rem, 1fr)) auto;
  }
`;

export const Field = styled.div`
  position: relative;
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
  > label,
  > span:first-child {
    font-size: ${token('font-size-sm')};
    font-weight: ${token('font-weight-semibold')};
  }
`;

const control = css`
  width: 100%;
  min-height: 2.5rem;
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  ${NARROW} {
    min-height: 44px;
  }
`;

export const SearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  > svg {
    position: absolute;
    left: ${token('space-3')};
    width: 1rem;
    height: 1rem;
    color: ${token('color-text-muted')};
    pointer-events: none;
  }
  input {
    ${control}
    padding: 0 2.5rem 0 2.25rem;
    ${focusRing}
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

export const IconButton = styled.button`
  position: absolute;
  right: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  svg {
    width: 1rem;
    height: 1rem;
  }
  &:hover {
    color: ${token('color-text')};
  }
  ${focusRing}
`;

export const MenuButton = styled.button`
  ${control}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  padding: 0 ${token('space-3')};
  text-align: start;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${focusRing}
`;

export const Popover = styled.div`
  position: absolute;
  top: calc(100% + ${token('space-1')});
  left: 0;
  z-index: 20;
  min-width: 100%;
  max-width: min(22rem, calc(100vw - 2rem));
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-md')};
  fieldset {
    display: grid;
    gap: ${token('space-1')};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    ${visuallyHidden}
  }
  label {
    display: flex;
    align-items: center;
    gap: ${token('space-2')};
    min-height: 2.25rem;
    font-size: ${token('font-size-sm')};
    white-space: nowrap;
    cursor: pointer;
    ${NARROW} {
      min-height: 44px;
    }
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${token('color-primary')};
    ${focusRing}
  }
`;

export const ClearAll = styled.div`
  display: flex;
  align-items: end;
  min-height: 2.5rem;
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;
