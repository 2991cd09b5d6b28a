import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

/**
 * The list lays itself out by its own width (container queries), not the window's: on a CMS page
 * it may sit in a narrow column of a wide screen. Below 48rem the rows become cards.
 */
const WIDE = '@container anp-user-list (min-width: 48rem)';
const NOT_WIDE = '@container anp-user-list (max-width: 47.99rem)';
/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
const TOUCH = '@media (pointer: coarse)';

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

export const Hidden = styled.span`
  ${visuallyHidden}
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

export const Muted = styled.span`
  color: ${token('color-text-muted')};
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
