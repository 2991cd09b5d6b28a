import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('given a downloaded document, the name it is saved under (ordering.md §8)', () => {
  it.each<[string, string | null, string]>([
    ["the server's name", 'credit-memo-7100023456.pdf', 'credit-memo-7100023456.pdf'],
    ["the server's name, trimmed", '  invoice.pdf ', 'invoice.pdf'],
    ['no name from the server', null, 'fallback.pdf'],
    ['an empty name from the server', '   ', 'fallback.pdf'],
    ['a name with a folder', 'docs/invoice.pdf', 'docs_invoice.pdf'],
    ['a name with Windows separators', '..\\..\\invoice.pdf', '.._.._invoice.pdf'],
    ['a run of separators', 'a//\\b.pdf', 'a_b.pdf'],
  ])('%s gives %3$s', (_name, filename, expected) => {
    expect(fileNameOf({ filename }, 'fallback.pdf')).toBe(expected);
  });
});
