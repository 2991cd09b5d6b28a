/**
 * The calendar glyph of the date fields, on a 20-unit grid in the text colour. Decorative: the
 * field's button carries the name. `range` adds a bar across the days (the range picker).
 */
export function CalendarIcon({ range = false }: { range?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
        <path d={range ? 'M3 8.5h14M7 2.5v4M13 2.5v4M6.5 12.5h7' : 'M3 8.5h14M7 2.5v4M13 2.5v4'} />
      </g>
    </svg>
  );
}
