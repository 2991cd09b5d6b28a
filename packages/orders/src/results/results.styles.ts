import styled, { css } from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { NARROW } from '../orders.styles';

/** Under this width (px) the date and amount columns give way (`hideBelow`). */
export const PHONE = 640;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
`;

export const Count = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  margin: 0;
  min-height: 2.5rem;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  svg {
    width: 1rem;
    height: 1rem;
  }
  button {
    gap: ${token('space-2')};
  }
  ${NARROW} {
    width: 100%;
    > * {
      flex: 1 1 auto;
    }
  }
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  ${NARROW} {
    > * {
      flex: 1 1 0;
    }
  }
`;

const tones = {
  info: css`
    border-color: ${token('color-info')};
    background: ${token('color-info-soft')};
  `,
  success: css`
    border-color: ${token('color-success')};
    background: ${token('color-success-soft')};
  `,
  warning: css`
    border-color: ${token('color-warning')};
    background: ${token('color-warning-soft')};
  `,
  danger: css`
    border-color: ${token('color-danger')};
    background: ${token('color-danger-soft')};
  `,
};

export const Panel = styled.div<{ $tone: keyof typeof tones }>`
  display: grid;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-4')};
  border-inline-start: 4px solid;
  border-radius: ${token('radius-sm')};
  ${(p) => tones[p.$tone]}
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-inline-start: ${token('space-5')};
    font-size: ${token('font-size-sm')};
  }
  a {
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
    ${focusRing}
  }
`;

export const PanelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
  > p {
    flex: 1 1 16rem;
  }
`;

export const Progress = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${token('color-primary')};
`;

export const NumberLink = styled.a`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: underline;
  text-underline-offset: 2px;
  ${focusRing}
`;

export const Cell = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Text that wraps to at most two lines (a row is 48 px high; two lines take 42): words longer
 * than their track, such as an order type, are read whole instead of cut (QA, issue 14).
 */
export const TwoLines = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  white-space: normal;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;

/** A cell of two lines: its value, and on phones a column that is hidden there. */
export const Stack = styled.span`
  display: grid;
  justify-items: start;
  min-width: 0;
  line-height: 1.25;
`;

/** The order date and the amount on phones, where their own columns are left out. */
export const PhoneOnly = styled.small`
  display: none;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-xs')};
  white-space: nowrap;
  @media (max-width: ${PHONE - 0.02}px) {
    display: block;
  }
`;

export const Child = styled.div`
  padding: ${token('space-3')} ${token('space-4')};
  background: ${token('color-surface-alt')};
  font-size: ${token('font-size-sm')};
`;

export const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding-bottom: ${token('space-2')};
    font-weight: ${token('font-weight-semibold')};
    text-align: start;
  }
  th,
  td {
    padding: ${token('space-1')} ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: start;
    vertical-align: top;
  }
  th {
    font-weight: ${token('font-weight-semibold')};
  }
  .end {
    text-align: end;
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${token('color-text-muted')};
  }
  @container anp-orders (max-width: 40rem) {
    .wide {
      display: none;
    }
  }
`;
