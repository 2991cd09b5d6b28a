import type { ReactNode } from 'react';
import { LineIcon } from '../assets/species-icons';
import type { PageTile } from './model/dashboard-rules';

const PATHS: Readonly<Record<PageTile, ReactNode>> = {
  // A shopping cart.
  orderbuilder: (
    <>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </>
  ),
  // A clipboard with order lines.
  orders: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V2.5h6V4M9 10h6M9 14h6M9 18h3" />
    </>
  ),
  // A balance scale: what is owed against what is paid.
  arbalance: (
    <>
      <path d="M12 3v18M7 21h10M4 7h16" />
      <path d="M6 7l-3 7a3 3 0 0 0 6 0zM18 7l-3 7a3 3 0 0 0 6 0z" />
    </>
  ),
  // A page with a folded corner.
  documents: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  // A headset.
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20c0 1.2-1 2-2.5 2H13" />
    </>
  ),
  // A folder of reports.
  porkdocuments: (
    <>
      <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <path d="M8 16v-3M12 16v-5M16 16v-2" />
    </>
  ),
  // A cloud.
  nutritioncloud: <path d="M7 19h10a4.5 4.5 0 0 0 .7-8.9A6 6 0 0 0 6.3 9.3 4.9 4.9 0 0 0 7 19z" />,
};

/** The decorative icon of a page tile. */
export function PageTileIcon({ tile }: { tile: PageTile }) {
  return <LineIcon>{PATHS[tile]}</LineIcon>;
}
