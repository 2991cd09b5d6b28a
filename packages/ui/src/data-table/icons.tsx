import { CLASS } from './data-table.styles';

/** The table's icons; all decorative (the controls carry the names). */

export function ChevronIcon() {
  return (
    <svg
      className={CLASS.chevron}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M7.5 4.5L13 10l-5.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <circle cx="10" cy="4.5" r="1.75" />
        <circle cx="10" cy="10" r="1.75" />
        <circle cx="10" cy="15.5" r="1.75" />
      </g>
    </svg>
  );
}

/** Both arrows for a sortable column, the one in force filled; none filled when unsorted. */
export function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true" focusable="false">
      <path d="M6 1.5L10.5 6.5h-9z" fill="currentColor" opacity={direction === 'desc' ? 0.25 : 1} />
      <path d="M6 14.5L1.5 9.5h9z" fill="currentColor" opacity={direction === 'asc' ? 0.25 : 1} />
    </svg>
  );
}
