import styled from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';
import { NOT_WIDE } from './user-list.styles';

export { Hidden, Muted } from './user-list.styles';

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  p {
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

export const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary-soft')};
  > p {
    flex: 1 1 auto;
    margin: 0;
    font-weight: ${token('font-weight-semibold')};
  }
`;

/** The table; under 48rem of the list's width each row is a card and nothing scrolls sideways. */
export const Table = styled.table<{ $stale: boolean }>`
  width: 100%;
  border-collapse: collapse;
  opacity: ${(p) => (p.$stale ? 0.6 : 1)};
  transition: opacity ${token('duration-fast')};
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    text-align: start;
    vertical-align: middle;
    overflow-wrap: break-word;
  }
  /* Short values never break inside a word; an e-mail may break anywhere rather than widen. */
  td[data-column='userType'],
  td[data-column='role'],
  td[data-column='status'],
  td[data-column='lastSignIn'] {
    white-space: nowrap;
  }
  td[data-column='email'] {
    min-width: 10rem;
  }
  thead th {
    border-bottom: 2px solid ${token('color-border-strong')};
    font-size: ${token('font-size-sm')};
  }
  tbody tr {
    border-bottom: 1px solid ${token('color-border')};
  }
  tbody tr[data-selected='true'] {
    background: ${token('color-primary-soft')};
  }
  a {
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
    ${focusRing}
  }
  ${NOT_WIDE} {
    thead tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${token('space-2')};
      border-bottom: 2px solid ${token('color-border-strong')};
    }
    thead th {
      border: 0;
      padding: ${token('space-1')};
    }
    tbody,
    tr {
      display: block;
    }
    tbody tr {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      gap: ${token('space-1')} ${token('space-3')};
      margin-block: ${token('space-3')};
      padding: ${token('space-3')};
      border: 1px solid ${token('color-border')};
      border-radius: ${token('radius-md')};
    }
    td,
    td[data-column] {
      display: block;
      grid-column: 2;
      padding: 0;
      white-space: normal;
      overflow-wrap: anywhere;
      min-width: 0;
    }
    td:first-child {
      grid-column: 1;
      grid-row: 1 / span 8;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${token('color-text-muted')};
      font-size: ${token('font-size-sm')};
    }
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  min-height: 2rem;
  padding: 0 ${token('space-1')};
  border: 0;
  border-radius: ${token('radius-sm')};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${token('font-weight-semibold')};
  text-align: start;
  cursor: pointer;
  ${focusRing}
  svg {
    flex: none;
    width: 0.75rem;
    height: 0.75rem;
  }
`;
export const More = styled.span`
  position: relative;
  display: inline-block;
  white-space: nowrap;
  margin-inline-start: ${token('space-1')};
  padding: 0 ${token('space-2')};
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface-sunken')};
  font-size: ${token('font-size-sm')};
`;

export const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${token('space-3')};
  p {
    margin: 0;
  }
`;
