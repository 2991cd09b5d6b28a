import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { NOT_WIDE, TOUCH, WIDE } from './user-list.styles';

export const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-alt')};
  @container anp-user-list (min-width: 36rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${WIDE} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @container anp-user-list (min-width: 72rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${NOT_WIDE} {
    &[data-folded='true'] > .extra {
      display: none;
    }
  }
`;

/** Shows and hides the filters beyond the search, on a narrow list only. */
export const FiltersToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: 2.5rem;
  padding: 0 ${token('space-2')};
  border: 0;
  border-radius: ${token('radius-sm')};
  background: none;
  color: ${token('color-primary')};
  font: inherit;
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;
  ${focusRing}
  ${WIDE} {
    display: none;
  }
  ${TOUCH} {
    min-height: 44px;
  }
`;

export const FiltersEnd = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${token('space-2')};
`;
export const AccountFilter = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${token('space-1')};
  > span {
    font-size: ${token('font-size-sm')};
    font-weight: ${token('font-weight-semibold')};
  }
`;

export const AccountButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  width: 100%;
  padding: 0 ${token('space-3')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
  > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > svg {
    flex: none;
  }
`;

export const AccountPanel = styled.div`
  display: grid;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-md')};
  ul {
    display: grid;
    max-height: 16rem;
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }
  li button {
    width: 100%;
    min-height: 2.5rem;
    padding: ${token('space-2')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
    ${focusRing}
    &:hover,
    &[aria-pressed='true'] {
      background: ${token('color-primary-soft')};
    }
  }
  small {
    color: ${token('color-text-muted')};
  }
`;
