import { css } from 'styled-components';

/**
 * The user agent's `[popover]` box (centred, bordered, Canvas colours) undone, so the kit's own
 * surface styles and the anchored `top`/`left` apply. Hidden until shown, whatever `display` the
 * surface sets.
 */
export const popoverReset = css`
  position: fixed;
  inset: auto;
  top: 0;
  left: 0;
  margin: 0;
  color: inherit;
  &[popover]:not(:popover-open) {
    display: none;
  }
`;

/** The user agent's modal `<dialog>` box undone; hidden until opened. */
export const dialogReset = css`
  box-sizing: border-box;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  &:not([open]) {
    display: none;
  }
`;
