import styled, { css } from 'styled-components';
import { Button, focusRing, token, visuallyHidden } from '@anp/ui';

/** The form inside the dialog's body: sections one under the other. */
export const Form = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${token('space-5')};
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  h3,
  h4,
  p,
  ul {
    margin: 0;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Section = styled.section`
  display: grid;
  gap: ${token('space-3')};
  padding-top: ${token('space-4')};
  border-top: 1px solid ${token('color-border')};
  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
  h3 {
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-semibold')};
  }
`;

/** Two fields side by side on wide dialogs, one column on phones. */
export const Row = styled.div`
  display: grid;
  gap: ${token('space-3')};
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Hint = styled.p`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

/** A refusal said beside a field (a sixth product, a sixth lot number): said at once. */
export const Refusal = styled.p`
  font-size: ${token('font-size-sm')};
  color: ${token('color-danger')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Notice = styled.div<{ $tone: 'info' | 'danger' | 'success' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-3')} ${token('space-4')};
  font-size: ${token('font-size-sm')};
  ${(p) =>
    ({
      info: css`
        background: ${token('color-info-soft')};
        color: ${token('color-info')};
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
  p {
    flex: 1 1 16rem;
  }
`;

export const NoticeText = styled.div`
  flex: 1 1 16rem;
  display: grid;
  gap: ${token('space-1')};
  p + p {
    font-weight: ${token('font-weight-regular')};
    opacity: 0.9;
  }
`;

/** The live region of the restored notice: an empty one takes no room in the form's grid. */
export const RestoredStatus = styled.div`
  &:empty {
    margin-block-end: calc(-1 * ${token('space-5')});
  }
`;

/** The files a restored complaint must have chosen again. */
export const LostFiles = styled.ul`
  margin: 0;
  padding-inline-start: ${token('space-5')};
  overflow-wrap: anywhere;
`;

/** The product search's results: a scrolling list of checkboxes, their facts as hints. */
export const Results = styled.ul<{ $stale: boolean }>`
  list-style: none;
  padding: 0;
  max-height: 14rem;
  overflow: auto;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  opacity: ${(p) => (p.$stale ? 0.6 : 1)};
  transition: opacity ${token('duration-normal')};
  li {
    padding: 0 ${token('space-3')} ${token('space-1')};
  }
  li + li {
    border-top: 1px solid ${token('color-border')};
  }
  li:hover {
    background: ${token('color-surface-alt')};
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  list-style: none;
  padding: 0;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  max-width: 100%;
  padding-left: ${token('space-3')};
  border-radius: ${token('radius-pill')};
  background: ${token('color-primary-soft')};
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const ChipRemove = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: ${token('radius-pill')};
  background: transparent;
  color: ${token('color-primary')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface')};
  }
  ${focusRing}
`;

/** One product line: its name, then bags, quantity and unit, then its lot numbers. */
export const Line = styled.section`
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-3')} ${token('space-4')} ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-alt')};
  h4 {
    font-size: ${token('font-size-md')};
    font-weight: ${token('font-weight-semibold')};
  }
`;

export const LineFields = styled.div`
  display: grid;
  gap: ${token('space-3')};
  @media (min-width: 640px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The lot numbers of a line: the field with Add, the refusal, the count and the chips. */
export const Lots = styled.div`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
`;

/**
 * Add, at the end of the lot number's box: the box's own height, no border of its own. The box
 * clips what overflows it, so the focus ring is drawn inside the button.
 */
export const AddLot = styled(Button)`
  align-self: stretch;
  min-height: 0;
  border: 0;
  border-inline-start: 1px solid ${token('color-border')};
  border-radius: 0;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: -4px;
    box-shadow: none;
  }
`;

/** The dialog's footer: the error summary over Cancel and Submit (side by side on phones). */
export const FooterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('space-2')} ${token('space-3')};
  width: 100%;
  p {
    flex: 1 1 100%;
    margin: 0;
    font-size: ${token('font-size-sm')};
  }
  p:empty {
    display: none;
  }
  /* Phones: the buttons share the row and grow; a long label takes a row of its own. */
  @media (max-width: 479px) {
    button {
      flex: 1 1 auto;
      min-height: 2.75rem;
      padding: 0 ${token('space-3')};
      white-space: nowrap;
    }
  }
`;

export const Summary = styled.p`
  color: ${token('color-danger')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Success = styled.div`
  display: grid;
  gap: ${token('space-3')};
  h3 {
    font-size: ${token('font-size-md')};
    font-weight: ${token('font-weight-semibold')};
    margin: 0;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${token('space-5')};
    display: grid;
    gap: ${token('space-1')};
  }
`;

export const CaseNumber = styled.p`
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-success-soft')};
  color: ${token('color-success')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 10rem;
`;
