import styled from 'styled-components';
import { token } from '@anp/ui';

/** The priced lines: a table, each row a card of label: value pairs on phones. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  caption {
    text-align: left;
    font-weight: ${token('font-weight-semibold')};
    padding-bottom: ${token('space-2')};
  }
  th,
  td {
    text-align: left;
    padding: ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
    vertical-align: top;
  }
  th {
    color: ${token('color-text-muted')};
    font-weight: ${token('font-weight-semibold')};
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  @media (max-width: 719px) {
    thead {
      position: absolute;
      left: -9999px;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding: ${token('space-2')} 0;
      border-bottom: 1px solid ${token('color-border')};
    }
    td {
      border: 0;
      padding: ${token('space-1')} 0;
    }
    td:first-child {
      grid-column: 1 / -1;
      font-weight: ${token('font-weight-semibold')};
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${token('color-text-muted')};
    }
    .num {
      text-align: left;
    }
  }
`;

/** The order details: term and value side by side; server text wraps as written. */
export const ReviewFacts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: ${token('space-2')} ${token('space-4')};
  font-size: ${token('font-size-sm')};
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
