import { css } from 'styled-components';
import { focusRing, token } from './tokens';

/** The look shared by small icon-only buttons (close, dismiss); each sets its own size. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid transparent;
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-alt')};
    color: ${token('color-text')};
  }
  ${focusRing}
`;

/** The cross of close and dismiss buttons; decorative, the button carries the name. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}
