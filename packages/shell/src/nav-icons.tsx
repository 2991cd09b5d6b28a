/** Small decorative icons of the navigation; the controls carry the names. */
const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const TURN = { down: 0, right: -90, up: 180, left: 90 } as const;

/** A chevron pointing `direction` (down: opens below, right: opens a level deeper). */
export function Chevron({ direction = 'down' }: { direction?: keyof typeof TURN }) {
  return (
    <svg {...base} style={{ transform: `rotate(${TURN[direction]}deg)`, flex: 'none' }}>
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

/** The back arrow of a navigation panel. */
export function BackArrow() {
  return (
    <svg {...base} style={{ flex: 'none' }}>
      <path d="M13 8H3M7 4L3 8l4 4" />
    </svg>
  );
}
