/**
 * Line icons shared by the features (search, clear, chevron, download, check, cart), drawn on a
 * 24-unit grid in the text colour. Decorative: the control around them carries the name. Sized
 * by the surrounding CSS, or by `size` in pixels. Imported by path (`@anp/ui/line-icons`), so
 * only the features that draw them carry them.
 */
export interface LineIconProps {
  size?: number;
}

const svgProps = (size?: number) =>
  ({
    ...(size ? { width: size, height: size } : {}),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
    'aria-hidden': true,
  }) as const;

export function SearchIcon({ size }: LineIconProps) {
  return (
    <svg {...svgProps(size)}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

export function ClearIcon({ size }: LineIconProps) {
  return (
    <svg {...svgProps(size)}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronIcon({ size }: LineIconProps) {
  return (
    <svg {...svgProps(size)}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function DownloadIcon({ size }: LineIconProps) {
  return (
    <svg {...svgProps(size)}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

export function CartIcon({ size }: LineIconProps) {
  return (
    <svg {...svgProps(size)}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
    </svg>
  );
}

export function CheckIcon({ size }: LineIconProps) {
  return (
    <svg {...svgProps(size)}>
      <path d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}
