import type { ReactNode } from 'react';
import type { Species } from './species';

/** A decorative 24×24 line icon in the current text colour; the text next to it names it. */
export function LineIcon({ children, size = 28 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const PATHS: Readonly<Record<Species, ReactNode>> = {
  // A pig's face: ears, snout and eyes.
  pork: (
    <>
      <ellipse cx="12" cy="13" rx="8" ry="7" />
      <ellipse cx="12" cy="15.5" rx="3" ry="2" />
      <path d="M6.5 8 4.5 4.5 9 6.5M17.5 8l2-3.5L15 6.5" />
      <path d="M11 15.5h.01M13 15.5h.01M9 11h.01M15 11h.01" />
    </>
  ),
  // An egg with a small comb above it.
  poultry: (
    <>
      <path d="M12 5c3.3 0 6.5 5 6.5 9.3a6.5 6.5 0 0 1-13 0C5.5 10 8.7 5 12 5z" />
      <path d="M10 3.5c.7-.7 1.3-.7 2 0 .7-.7 1.3-.7 2 0" />
    </>
  ),
  // A cow's head with horns and muzzle.
  ruminant: (
    <>
      <path d="M7 7C5 7 3.5 6 3 4M17 7c2 0 3.5-1 4-3" />
      <path d="M7 6h10l-1 8a4 4 0 0 1-8 0z" />
      <ellipse cx="12" cy="17" rx="4" ry="3" />
      <path d="M10 10h.01M14 10h.01M10.5 17h.01M13.5 17h.01" />
    </>
  ),
  // A paw print.
  pet: (
    <>
      <path d="M12 12.5c2.4 0 4.5 2.2 4.5 4.3 0 1.6-1.3 2.7-2.8 2.7-.7 0-1.1-.3-1.7-.3s-1 .3-1.7.3c-1.5 0-2.8-1.1-2.8-2.7 0-2.1 2.1-4.3 4.5-4.3z" />
      <circle cx="6" cy="11" r="1.8" />
      <circle cx="9.5" cy="6.5" r="1.8" />
      <circle cx="14.5" cy="6.5" r="1.8" />
      <circle cx="18" cy="11" r="1.8" />
    </>
  ),
  // A horseshoe with nail holes.
  equine: (
    <>
      <path d="M7 20H5l-1-7.5a8 8 0 0 1 16 0L19 20h-2l.9-7.3a5.9 5.9 0 0 0-11.8 0z" />
      <path d="M6.5 15h.01M17.5 15h.01M7.5 10h.01M16.5 10h.01" />
    </>
  ),
  // Three animals sharing one range.
  multispecies: (
    <>
      <circle cx="7" cy="8" r="3" />
      <circle cx="17" cy="8" r="3" />
      <circle cx="12" cy="16.5" r="3" />
      <path d="M9.5 10.5 10.5 14M14.5 10.5 13.5 14M10 8h4" />
    </>
  ),
  // A tablet with a rising chart.
  digitalsolutions: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 15l3-3 2 2 3-4M11 18h2" />
    </>
  ),
  // A laboratory flask.
  additives: (
    <>
      <path d="M9 3h6M10 3v6l-5 9.8A1.5 1.5 0 0 0 6.3 21h11.4a1.5 1.5 0 0 0 1.3-2.2L14 9V3" />
      <path d="M7.3 15h9.4" />
    </>
  ),
  // A leaf.
  sustainability: (
    <>
      <path d="M5 19C5 10 11 5 20 5c0 9-5 15-14 15" />
      <path d="M5 19l8-8" />
    </>
  ),
  // Linked nodes: a formulation model.
  cns: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="5" cy="5.5" r="2" />
      <circle cx="19" cy="5.5" r="2" />
      <circle cx="12" cy="20" r="2" />
      <path d="M6.5 7l3.2 3M17.5 7l-3.2 3M12 15v3" />
    </>
  ),
};

/** The decorative icon of a species or programme. */
export function SpeciesIcon({ species, size }: { species: Species; size?: number }) {
  return <LineIcon size={size}>{PATHS[species]}</LineIcon>;
}
