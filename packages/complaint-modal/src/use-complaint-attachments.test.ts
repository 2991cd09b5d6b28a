import { describe, expect, it } from 'vitest';
import { docNameOf } from './use-complaint-attachments';

describe('given a chosen file, the name it is sent under (ordering.md §3 Upload metadata)', () => {
  const long = `${'a'.repeat(300)}.pdf`;
  it.each([
    ['a usual name, as it is', 'delivery-note.pdf', 'delivery-note.pdf'],
    ['a name with spaces around, trimmed', '  bag.JPG ', 'bag.JPG'],
    ['no name at all, "file"', '   ', 'file'],
    [
      'a name over 255 characters, shortened with its extension kept',
      long,
      `${'a'.repeat(251)}.pdf`,
    ],
    ['a long name without extension, cut at 255', 'b'.repeat(300), 'b'.repeat(255)],
  ])('%s', (_, fileName, sent) => {
    expect(docNameOf(fileName)).toBe(sent);
    expect(docNameOf(fileName).length).toBeLessThanOrEqual(255);
  });
});
