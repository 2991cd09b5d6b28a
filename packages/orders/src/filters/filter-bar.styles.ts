import styled, { css } from 'styled-components';
import { popoverReset } from '@anp/ui/top-layer';
import { focusRing, token, visuallyHidden } from '@anp/ui';
import { NARROW, WIDE } from '../orders.styles';

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

/** A filter's panel: a popover in the top layer where the browser has them, else placed here. */
export const Popover = styled.div`
  position: absolute;
  top: calc(100% + ${token('space-1')});
  left: 0;
  z-index: 20;
  min-width: 100%;
  &[popover] {
    ${popoverReset}
    min-width: 12rem;
  }
  max-width: min(22rem, calc(100vw - 2rem));
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-md')};
  fieldset {
    display: grid;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    ${visuallyHidden}
  }
  label {
    white-space: nowrap;
  }
`;

export const ClearAll = styled.div`
  display: flex;
  align-items: end;
  min-height: 2.5rem;
`;
