/** The header's icons, drawn for the kit; decorative, the buttons and links carry the names. */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CartIcon() {
  return (
    <svg {...base}>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="19" r="1.5" />
      <circle cx="16.5" cy="19" r="1.5" />
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg {...base}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg {...base}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The "Animal Nutrition" wordmark: a grain ear in a round seal and the name, in the kit's font.
 * The name follows `currentColor`, the seal the primary colour.
 */
export function Wordmark() {
  return (
    <svg width="188" height="36" viewBox="0 0 188 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="17" fill="var(--anp-color-primary, #0f6e3d)" />
      <path
        d="M18 29V10m0 4c-3-1-5-3-5.5-6m5.5 6c3-1 5-3 5.5-6M18 20c-3-1-5-3-5.5-6m5.5 6c3-1 5-3 5.5-6M18 26c-3-1-5-3-5.5-6m5.5 6c3-1 5-3 5.5-6"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
      {/* textLength fits the name to the box whatever font the page has. */}
      <text
        x="42"
        y="24"
        fill="currentColor"
        fontSize="17"
        fontWeight="700"
        textLength="142"
        lengthAdjust="spacingAndGlyphs"
      >
        Animal Nutrition
      </text>
    </svg>
  );
}
