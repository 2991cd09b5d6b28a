import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

const text = css`
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
`;

/** The detail and the modify page: a container, so their layout follows their own width. */
export const Root = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${token('space-5')};
  min-width: 0;
  container-type: inline-size;
  ${text}

  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  & h1,
  & h2,
  & h3,
  & h4 {
    margin: 0;
    line-height: 1.3;
  }
  & h1 {
    font-size: ${token('font-size-2xl')};
  }
  & h2 {
    font-size: ${token('font-size-xl')};
  }
  & h3 {
    font-size: ${token('font-size-lg')};
  }
  & p {
    margin: 0;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const BackLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  border-radius: ${token('radius-sm')};
  ${focusRing}

  &:hover {
    text-decoration: underline;
  }
`;

export const TextLink = styled.a`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  border-radius: ${token('radius-sm')};
  ${focusRing}
`;

/** A link that looks like the kit's button (links that navigate stay links). */
export const LinkButton = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
  ${(p) =>
    p.$variant === 'secondary'
      ? css`
          background: ${token('color-surface')};
          color: ${token('color-primary')};
          border-color: ${token('color-border-strong')};
          &:hover {
            background: ${token('color-primary-soft')};
          }
        `
      : css`
          background: ${token('color-primary')};
          color: ${token('color-primary-contrast')};
          &:hover {
            background: ${token('color-primary-hover')};
          }
        `}
`;

export const Head = styled.header`
  display: grid;
  gap: ${token('space-3')};
`;

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

export const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};

  & select {
    min-height: 36px;
    padding: 0 ${token('space-2')};
    border: 1px solid ${token('color-border-strong')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: inherit;
    font: inherit;
  }

  & select:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
`;

export const Panel = styled.section`
  display: grid;
  gap: ${token('space-4')};
  align-content: start;
  min-width: 0;
  padding: ${token('space-5')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};

  @container (max-width: 36rem) {
    padding: ${token('space-4')};
  }
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

/** Main column and side column on wide containers, one column on narrow ones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
  align-items: start;

  @container (min-width: 60rem) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${token('space-5')};
  min-width: 0;
`;

export const Notice = styled.div<{ $tone: 'info' | 'success' | 'warning' | 'danger' }>`
  display: grid;
  gap: ${token('space-2')};
  justify-items: start;
  padding: ${token('space-4')};
  border-radius: ${token('radius-md')};
  border: 1px solid currentColor;
  background: ${(p) => token(`color-${p.$tone}-soft`)};
  color: ${(p) => token(`color-${p.$tone}`)};

  & > * {
    color: ${token('color-text')};
  }
  & > strong,
  & > h2,
  & > h3 {
    color: ${(p) => token(`color-${p.$tone}`)};
  }
  & ul {
    margin: 0;
    padding-left: ${token('space-5')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
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

export const Countdown = styled.span<{ $urgent?: boolean }>`
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) => (p.$urgent ? token('color-danger') : token('color-text'))};
`;
