import type { ReactNode } from 'react';

/** Decorative: the button that holds an icon carries the accessible name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const PreviousIcon = () => (
  <Icon>
    <path d="M12.5 4.5 7 10l5.5 5.5" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="M7.5 4.5 13 10l-5.5 5.5" />
  </Icon>
);

export const ZoomInIcon = () => (
  <Icon>
    <path d="M10 4v12M4 10h12" />
  </Icon>
);

export const ZoomOutIcon = () => (
  <Icon>
    <path d="M4 10h12" />
  </Icon>
);

export const FitWidthIcon = () => (
  <Icon>
    <path d="M2.5 10h15M5.5 7l-3 3 3 3M14.5 7l3 3-3 3" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M10 3v9.5M6 9l4 4 4-4M4 16.5h12" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M5 5l10 10M15 5 5 15" />
  </Icon>
);
