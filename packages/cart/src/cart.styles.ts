import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

/** Root of every step: the kit's type and colours, headings without stray margins. */
export const Root = styled.div`
  box-sizing: border-box;
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  h1,
  h2,
  h3,
  p {
    margin: 0;
  }
  h1 {
    font-size: ${token('font-size-2xl')};
    line-height: 1.25;
  }
  h2 {
    font-size: ${token('font-size-lg')};
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const PageHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${token('space-3')};
  margin-bottom: ${token('space-5')};
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

/** Cart lines beside the order details on wide screens, stacked on phones. */
export const Layout = styled.div`
  display: grid;
  gap: ${token('space-5')};
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

export const Panel = styled.section.attrs({ part: 'panel' })`
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  padding: ${token('space-5')};
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
`;

export const Sticky = styled.div`
  display: grid;
  gap: ${token('space-4')};
  @media (min-width: 960px) {
    position: sticky;
    top: ${token('space-4')};
  }
`;

export const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

export const Hint = styled.p`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

/** A message in the danger colour: a failure beside what it concerns. */
export const ErrorText = styled.p`
  font-size: ${token('font-size-sm')};
  color: ${token('color-danger')};
  font-weight: ${token('font-weight-semibold')};
`;

/** A form in a dialog: its fields and actions one under the other. */
export const Form = styled.form`
  display: grid;
  gap: ${token('space-4')};
`;

export const Notice = styled.div.attrs<{ $tone: 'info' | 'warning' | 'danger' | 'success' }>(
  (p) => ({ part: `notice ${p.$tone}` }),
)`
  border-radius: ${token('radius-md')};
  padding: ${token('space-3')} ${token('space-4')};
  font-size: ${token('font-size-sm')};
  display: grid;
  gap: ${token('space-2')};
  ${(p) =>
    ({
      info: css`
        background: ${token('color-info-soft')};
        color: ${token('color-info')};
      `,
      warning: css`
        background: ${token('color-warning-soft')};
        color: ${token('color-warning')};
      `,
      danger: css`
        background: ${token('color-danger-soft')};
        color: ${token('color-danger')};
      `,
      success: css`
        background: ${token('color-success-soft')};
        color: ${token('color-success')};
      `,
    })[p.$tone]}
  p, ul {
    margin: 0;
  }
  ul {
    padding-left: ${token('space-5')};
  }
`;

export const Totals = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${token('space-2')} ${token('space-4')};
  font-size: ${token('font-size-sm')};
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .grand {
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-semibold')};
    color: ${token('color-text')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  align-items: center;
  > * {
    flex: 1 1 auto;
  }
`;

/** A link drawn as a secondary button (and named so for `::part()`). */
export const LinkButton = styled.a.attrs({ part: 'button secondary' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border-radius: ${token('radius-md')};
  border: 1px solid ${token('color-border-strong')};
  background: ${token('color-surface')};
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  &:hover {
    background: ${token('color-primary-soft')};
  }
  ${focusRing}
`;

export const TextLink = styled.a.attrs({ part: 'link' })`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  ${focusRing}
`;

export const PlainButton = styled.button.attrs({ part: 'text-button' })`
  font: inherit;
  font-size: ${token('font-size-sm')};
  background: none;
  border: 0;
  padding: ${token('space-1')} ${token('space-2')};
  min-height: 2.5rem;
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: underline;
  cursor: pointer;
  border-radius: ${token('radius-sm')};
  &:disabled {
    color: ${token('color-text-muted')};
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** The steps cart -> review -> confirmation, the current one in the primary colour. */
export const StepList = styled.ol.attrs({ part: 'steps' })`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  margin: 0 0 ${token('space-4')};
  padding: 0;
  font-size: ${token('font-size-sm')};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-2')};
    color: ${token('color-text-muted')};
  }
  li + li::before {
    content: '';
    width: 1.5rem;
    height: 1px;
    background: ${token('color-border-strong')};
  }
  li[aria-current='step'] {
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  .n {
    display: inline-grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    border: 1px solid currentColor;
    font-size: ${token('font-size-xs')};
  }
  li[aria-current='step'] .n {
    background: ${token('color-primary')};
    border-color: ${token('color-primary')};
    color: ${token('color-primary-contrast')};
  }
`;

/** The save status: muted, in the danger colour once a save failed. */
export const StatusText = styled.p<{ $failed: boolean }>`
  font-size: ${token('font-size-sm')};
  color: ${(p) => (p.$failed ? token('color-danger') : token('color-text-muted'))};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
`;
