import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

/** Phones: the errors table's rows become cards, nothing scrolls sideways. */
export const NARROW = '@media (max-width: 640px)';

export const Root = styled.div.attrs({ part: 'bulk-users' })`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-6')};
  max-width: 64rem;
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  p,
  ul,
  ol,
  dl,
  dd,
  fieldset {
    margin: 0;
  }
`;

export const Title = styled.h1`
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.25;
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
  max-width: 70ch;
`;

export const Section = styled.section.attrs({ part: 'section' })`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
  padding: ${token('space-5')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  ${NARROW} {
    padding: ${token('space-4')};
  }
  &[aria-busy='true'] {
    opacity: 0.75;
  }
`;

export const SectionHeading = styled.h2.attrs({ part: 'section-heading' })`
  display: flex;
  align-items: center;
  gap: ${token('space-3')};
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-semibold')};
`;

/** The step's number in a circle before its heading (decorative: the order is the page's). */
export const Step = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${token('radius-pill')};
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
  font-size: ${token('font-size-sm')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
  ${NARROW} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

export const Columns = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
    border-radius: ${token('radius-sm')};
    ${focusRing}
  }
  dl {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
    gap: ${token('space-2')} ${token('space-4')};
    margin-top: ${token('space-2')};
    ${NARROW} {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
      dd {
        margin-bottom: ${token('space-2')};
      }
    }
  }
  dt {
    font-weight: ${token('font-weight-semibold')};
  }
  dt code {
    display: block;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
    font-weight: ${token('font-weight-regular')};
  }
  dd {
    overflow-wrap: anywhere;
  }
`;

export const Modes = styled.fieldset`
  display: grid;
  gap: ${token('space-2')};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${token('space-2')};
    font-weight: ${token('font-weight-semibold')};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${token('space-2')};
    min-height: 44px;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${token('color-primary')};
  }
`;

export const StatusLine = styled.p`
  min-height: 1.5em;
  color: ${token('color-text-muted')};
  overflow-wrap: anywhere;
`;

const tone = {
  danger: css`
    border-color: ${token('color-danger')};
    background: ${token('color-danger-soft')};
  `,
  warning: css`
    border-color: ${token('color-warning')};
    background: ${token('color-warning-soft')};
  `,
  success: css`
    border-color: ${token('color-success')};
    background: ${token('color-success-soft')};
  `,
  info: css`
    border-color: ${token('color-info')};
    background: ${token('color-info-soft')};
  `,
};

export const Notice = styled.div<{ $tone: keyof typeof tone }>`
  display: grid;
  gap: ${token('space-2')};
  justify-items: start;
  padding: ${token('space-3')} ${token('space-4')};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${token('radius-md')};
  color: ${token('color-text')};
  overflow-wrap: anywhere;
  ${(p) => tone[p.$tone]}
`;

export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${token('space-3')};
  ${NARROW} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > div {
    display: grid;
    gap: ${token('space-1')};
    padding: ${token('space-3')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface-sunken')};
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  dd {
    font-size: ${token('font-size-xl')};
    font-weight: ${token('font-weight-semibold')};
    font-variant-numeric: tabular-nums;
  }
  [data-tone='danger'] dd {
    color: ${token('color-danger')};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${token('color-surface-sunken')};
    font-weight: ${token('font-weight-semibold')};
  }
  td:first-child,
  th:first-child {
    width: 4.5rem;
    font-variant-numeric: tabular-nums;
  }
  ${NARROW} {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      grid-template-columns: minmax(5.5rem, max-content) minmax(0, 1fr);
      padding: ${token('space-2')} 0;
      border-bottom: 1px solid ${token('color-border')};
    }
    th,
    td {
      display: contents;
    }
    th::before,
    td::before {
      content: attr(data-label);
      color: ${token('color-text-muted')};
      padding: ${token('space-1')} ${token('space-2')} ${token('space-1')} 0;
    }
    th > span,
    td > span {
      padding: ${token('space-1')} 0;
    }
  }
`;

export const EmptyValue = styled.span`
  color: ${token('color-text-muted')};
  font-style: italic;
`;

export const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
`;

export const Progress = styled.div`
  display: grid;
  gap: ${token('space-2')};
`;

export const Bar = styled.div`
  height: 0.75rem;
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface-sunken')};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    background: ${token('color-primary')};
    transition: width ${token('duration-normal')} ease-out;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

export const Hidden = styled.div`
  ${visuallyHidden}
`;

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;
