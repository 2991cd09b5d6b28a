import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

export const Card = styled.section`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-4')};
  display: grid;
  gap: ${token('space-3')};
  min-width: 0;
  container-type: inline-size;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
  overflow-wrap: anywhere;
`;

export const Message = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Inputs = styled.div`
  display: grid;
  gap: ${token('space-3')};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${token('space-1')};
  align-content: start;
  min-width: 0;

  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    min-height: 8rem;
    padding: ${token('space-2')};
    border: 1px solid ${token('color-border-strong')};
    border-radius: ${token('radius-sm')};
    resize: vertical;
    ${focusRing}
  }
  input[type='file'] {
    font: inherit;
    max-width: 100%;
    ${focusRing}
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  align-items: center;
`;

export const Notice = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  align-items: center;
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-sm')};
  background: ${(p) => (p.$tone === 'error' ? token('color-danger-soft') : token('color-success-soft'))};
  color: ${(p) => (p.$tone === 'error' ? token('color-danger') : token('color-success'))};
  p {
    margin: 0;
  }
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  max-width: 100%;
  ${focusRing}
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${token('font-size-sm')};

  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${token('space-2')};
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
  }
  thead th {
    color: ${token('color-text-muted')};
    white-space: nowrap;
  }
  input {
    font: inherit;
    width: 9rem;
    max-width: 100%;
    padding: ${token('space-1')} ${token('space-2')};
    border: 1px solid ${token('color-border-strong')};
    border-radius: ${token('radius-sm')};
    ${focusRing}
  }
  input.quantity {
    width: 6rem;
  }
  td.weight {
    white-space: nowrap;
  }
  .narrow-label {
    display: none;
  }

  /* A narrow card (a phone, a CMS side column): each line becomes a small card of labelled
     fields, so the status and the actions stay in view without scrolling sideways. */
  @container (max-width: 40rem) {
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${token('space-1')} ${token('space-3')};
      padding: ${token('space-2')} 0;
      border-bottom: 1px solid ${token('color-border')};
    }
    tbody th,
    tbody td {
      border-bottom: 0;
      padding: 0;
    }
    tbody th {
      grid-column: 1 / -1;
    }
    .narrow-label {
      display: inline;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${token('color-text-muted')};
      font-size: ${token('font-size-xs')};
    }
    td.wide {
      grid-column: 1 / -1;
    }
  }
`;

export const Status = styled.span<{ $tone: 'ok' | 'warning' | 'error' | 'neutral' }>`
  display: inline-flex;
  gap: ${token('space-1')};
  align-items: baseline;
  font-weight: 600;
  color: ${(p) =>
    p.$tone === 'ok'
      ? token('color-success')
      : p.$tone === 'warning'
        ? token('color-warning')
        : p.$tone === 'error'
          ? token('color-danger')
          : token('color-text-muted')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  align-items: center;
  justify-content: space-between;
`;
