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

export const Panel = styled.section`
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

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

export const Line = styled.li<{ $disabled?: boolean }>`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  gap: ${token('space-3')} ${token('space-4')};
  padding: ${token('space-4')} 0;
  border-top: 1px solid ${token('color-border')};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  ${(p) =>
    p.$disabled &&
    css`
      opacity: 0.72;
    `}
  @media (min-width: 720px) {
    grid-template-columns: 4.5rem minmax(0, 1fr) auto;
  }
`;

export const Thumb = styled.img`
  width: 4rem;
  height: 4rem;
  object-fit: cover;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  @media (min-width: 720px) {
    width: 4.5rem;
    height: 4.5rem;
  }
`;

export const LineMain = styled.div`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
  h3 {
    font-size: ${token('font-size-md')};
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Facts = styled.p`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${token('space-3')};
`;

/** Quantity, pallets and remove: under the text on phones, on the right on wide screens. */
export const LineControls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-3')};
  @media (min-width: 720px) {
    grid-column: 2 / -1;
  }
`;

export const LineWeight = styled.div`
  display: grid;
  justify-items: end;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  strong {
    color: ${token('color-text')};
    font-size: ${token('font-size-md')};
  }
  @media (max-width: 719px) {
    grid-column: 2;
    justify-items: start;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Legend = styled.legend`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  padding: 0;
  margin-bottom: ${token('space-1')};
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const control = css`
  font: inherit;
  color: ${token('color-text')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  min-height: 2.5rem;
  padding: 0 ${token('space-3')};
  width: 100%;
  &[aria-invalid='true'] {
    border-color: ${token('color-danger')};
    box-shadow: inset 0 0 0 1px ${token('color-danger')};
  }
  &:disabled {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text-muted')};
  }
  ${focusRing}
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  padding: ${token('space-2')} ${token('space-3')};
  min-height: 5rem;
  resize: vertical;
`;

export const Hint = styled.p`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

export const FieldError = styled.p`
  font-size: ${token('font-size-sm')};
  color: ${token('color-danger')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Notice = styled.div<{ $tone: 'info' | 'warning' | 'danger' | 'success' }>`
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

/** Stepper: [-] [input] [+] with the count label after it. */
export const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  input {
    width: 5.5rem;
    text-align: center;
    border-radius: 0;
    -moz-appearance: textfield;
  }
  input::-webkit-outer-spin-button,
  input::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

export const StepButton = styled.button`
  font: inherit;
  font-size: ${token('font-size-lg')};
  min-width: 2.5rem;
  min-height: 2.5rem;
  border: 1px solid ${token('color-border-strong')};
  background: ${token('color-surface-alt')};
  color: ${token('color-text')};
  cursor: pointer;
  &:first-child {
    border-radius: ${token('radius-md')} 0 0 ${token('radius-md')};
    border-right: 0;
  }
  &:last-child {
    border-radius: 0 ${token('radius-md')} ${token('radius-md')} 0;
    border-left: 0;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${token('color-text-muted')};
  }
  ${focusRing}
`;

export const CheckRow = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  font-size: ${token('font-size-sm')};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  color: ${(p) => (p.$disabled ? token('color-text-muted') : token('color-text'))};
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${token('color-primary')};
    ${focusRing}
  }
`;

export const RadioRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-2')};
    min-height: 2.5rem;
    padding: 0 ${token('space-3')};
    border: 1px solid ${token('color-border-strong')};
    border-radius: ${token('radius-md')};
    cursor: pointer;
    font-size: ${token('font-size-sm')};
  }
  label:has(input:checked) {
    border-color: ${token('color-primary')};
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  input {
    margin: 0;
    accent-color: ${token('color-primary')};
    ${focusRing}
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

export const LinkButton = styled.a`
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

export const TextLink = styled.a`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  ${focusRing}
`;

export const PlainButton = styled.button`
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
