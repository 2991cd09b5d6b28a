import styled, { css } from 'styled-components';
import { token } from '@anp/ui';
import type { AgeingBucket } from '@anp/core/services/finance';

export const Card = styled.section`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-4')};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
  min-width: 0;
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${token('space-1')} ${token('space-3')};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-xl')};
  overflow-wrap: anywhere;
`;

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Message = styled.p`
  margin: 0;
`;

export const Alert = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
  color: ${token('color-text')};
`;

export const Part = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-3')};
  min-width: 0;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(9rem, 100%), 1fr));
  gap: ${token('space-3')};
  margin: 0;

  > div {
    display: grid;
    gap: ${token('space-1')};
    padding: ${token('space-2')} ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface-alt')};
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  dd {
    margin: 0;
    /* An amount stays on one line: smaller on a phone's two columns, full size from 30rem. */
    font-size: ${token('font-size-md')};
    font-weight: ${token('font-weight-semibold')};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    @media (min-width: 30rem) {
      font-size: ${token('font-size-lg')};
    }
  }
`;

/**
 * Each bucket's colour (current green to over 90 days dark red) and its own texture, so the bar
 * and the legend are read without telling colours apart (WCAG 1.4.1).
 */
const FILL: Record<AgeingBucket, ReturnType<typeof css>> = {
  current: css`
    background: ${token('color-success')};
  `,
  days1to30: css`
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 35%) 0 3px, transparent 3px 8px),
      ${token('color-info')};
  `,
  days31to60: css`
    background:
      radial-gradient(circle, rgb(255 255 255 / 45%) 1.5px, transparent 2px) 0 0 / 7px 7px,
      ${token('color-warning')};
  `,
  days61to90: css`
    background:
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 35%) 0 3px, transparent 3px 8px),
      ${token('color-danger')};
  `,
  over90: css`
    background:
      repeating-linear-gradient(0deg, rgb(255 255 255 / 35%) 0 2px, transparent 2px 6px),
      ${token('color-danger-hover')};
  `,
};

export const Bar = styled.div`
  display: flex;
  gap: 2px;
  height: 2rem;
  border-radius: ${token('radius-sm')};
  overflow: hidden;
  background: ${token('color-surface-sunken')};
  border: 1px solid ${token('color-border-strong')};
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

export const Segment = styled.div<{ $bucket: AgeingBucket; $share: number }>`
  flex: 0 0 ${(p) => p.$share * 100}%;
  min-width: ${(p) => (p.$share > 0 ? '4px' : '0')};
  ${(p) => FILL[p.$bucket]}
`;

export const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${token('space-2')};
`;

export const LegendButton = styled.button`
  width: 100%;
  display: grid;
  grid-template-columns: 1.25rem 1fr;
  grid-template-rows: auto auto;
  column-gap: ${token('space-2')};
  align-items: center;
  text-align: start;
  font: inherit;
  color: inherit;
  padding: ${token('space-2')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-surface')};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${token('color-primary')};
    box-shadow: inset 0 0 0 1px ${token('color-primary')};
    background: ${token('color-primary-soft')};
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const Swatch = styled.span<{ $bucket: AgeingBucket }>`
  grid-row: 1 / span 2;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 3px;
  border: 1px solid ${token('color-border-strong')};
  ${(p) => FILL[p.$bucket]}
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

export const LegendLabel = styled.span`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

export const LegendAmount = styled.span`
  font-weight: ${token('font-weight-semibold')};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${token('space-3')};
  align-items: end;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-3')};
`;

export const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('space-2')} ${token('space-3')};
`;

export const LinkButton = styled.button`
  font: inherit;
  color: ${token('color-primary')};
  background: none;
  border: 0;
  padding: 0;
  text-decoration: underline;
  cursor: pointer;
  text-align: start;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${token('space-1')} ${token('space-3')};
  margin: 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  th,
  td {
    padding: ${token('space-1')} ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: start;
    vertical-align: top;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A table that may scroll sideways on a phone: focusable, so the keyboard scrolls it too. */
export const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const Boleto = styled.section`
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-sm')};
`;

export const DigitableLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-3')};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: ${token('font-size-md')};
  font-variant-numeric: tabular-nums;
`;

export const Barcode = styled.svg`
  display: block;
  width: 100%;
  max-width: 40rem;
  height: 4rem;
  background: #fff;
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

export const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${token('font-size-sm')};
`;
