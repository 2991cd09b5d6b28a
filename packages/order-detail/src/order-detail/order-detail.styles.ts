import styled from 'styled-components';
import { token, visuallyHidden } from '@anp/ui';
import { Select } from '@anp/ui/fields';
import { Panel } from '../page.styles';

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-3')};

  & > h1,
  & > h2 {
    overflow-wrap: anywhere;
  }
`;

/** A panel's heading with a control beside it (the product sort), wrapping on phones. */
export const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')} ${token('space-3')};
`;

/** The product sort beside the panel's heading: as wide as its longest choice, not the panel. */
export const SortSelect = styled(Select)`
  width: auto;
  min-width: 13rem;
`;

/** The Modify order entry: what can change until when, and the way there. */
export const ModifyPanel = styled(Panel)`
  border-left: 4px solid ${token('color-primary')};

  & > div {
    display: grid;
    gap: ${token('space-2')};
  }
  & > a {
    justify-self: start;
  }

  @container (min-width: 40rem) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${token('space-5')};
  }
`;

/** Label/value pairs in as many columns as fit. */
export const Facts = styled.dl<{ $columns?: 'auto' | 'one' }>`
  display: grid;
  grid-template-columns: ${(p) =>
    p.$columns === 'one' ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(10rem, 1fr))'};
  gap: ${token('space-3')} ${token('space-5')};
  margin: 0;

  & > div {
    display: grid;
    align-content: start;
    gap: 0.125rem;
    min-width: 0;
  }
  & dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Two panels side by side on wide containers, one above the other on narrow ones. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
  align-items: start;

  @container (min-width: 48rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** Product lines: a table on wide containers, cards on narrow ones. */
export const LineTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${token('space-3')} ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
    font-weight: ${token('font-weight-semibold')};
    white-space: nowrap;
  }
  & td[data-num],
  & th[data-num] {
    text-align: right;
    white-space: nowrap;
  }
  & tbody th {
    font-weight: ${token('font-weight-regular')};
  }

  @container (max-width: 44rem) {
    & thead {
      ${visuallyHidden}
    }
    & tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${token('space-1')} ${token('space-4')};
      padding: ${token('space-3')} 0;
      border-bottom: 1px solid ${token('color-border')};
    }
    & tbody th,
    & tbody td {
      display: grid;
      padding: 0;
      border: 0;
    }
    & tbody th {
      grid-column: 1 / -1;
    }
    & tbody td[data-num] {
      text-align: left;
    }
    & tbody td::before {
      content: attr(data-label);
      color: ${token('color-text-muted')};
      font-size: ${token('font-size-sm')};
    }
  }
`;

export const ProductName = styled.span`
  display: grid;
  gap: 0.125rem;
  & > strong {
    font-weight: ${token('font-weight-semibold')};
  }
  & > span {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: ${token('space-1')} ${token('space-6')};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & dt {
    color: ${token('color-text-muted')};
  }
  & dd {
    margin: 0;
    text-align: right;
  }
  & dt[data-total],
  & dd[data-total] {
    color: ${token('color-text')};
    font-weight: ${token('font-weight-semibold')};
    font-size: ${token('font-size-lg')};
  }
`;

export const DocumentList = styled.ul`
  display: grid;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-2')} ${token('space-4')};
    padding-bottom: ${token('space-3')};
    border-bottom: 1px solid ${token('color-border')};
  }
  & > li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

export const DocumentName = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  & > span {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

export const MemoList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${token('space-4')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The order's own actions under its header: Set a reminder, Order again. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space-3')};
`;
