/**
 * Keyboard movement in a list of menu items (WAI-ARIA menu and disclosure patterns): the index
 * to focus after `key`, wrapping at both ends, or null when the key does not move. A vertical
 * list moves with the up and down arrows, a horizontal one (the header's tabs) with left and
 * right.
 */
export function moveIndex(
  key: string,
  current: number,
  count: number,
  orientation: 'vertical' | 'horizontal' = 'vertical',
): number | null {
  if (count <= 0) return null;
  const next = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
  const previous = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
  switch (key) {
    case next:
      return current < 0 ? 0 : (current + 1) % count;
    case previous:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
