import { describe, expect, it } from 'vitest';
import {
  checkFiles,
  extensionOf,
  isAcceptedType,
  type ListedFile,
  type RefusalReason,
  type UploadRules,
} from './check-files';

const MB = 1024 * 1024;

/** The reference API's complaint rules: documents and photos, 10 MB each, 10 files. */
const rules: UploadRules = {
  maxFileBytes: 10 * MB,
  maxFiles: 10,
  accepted: [
    { extension: 'pdf', mimeType: 'application/pdf' },
    { extension: 'jpg', mimeType: 'image/jpeg' },
    { extension: 'jpeg', mimeType: 'image/jpeg' },
    { extension: 'png', mimeType: 'image/png' },
    {
      extension: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ],
};

/** A File of `size` bytes without allocating them (checkFiles reads only name, size and type). */
function file(name: string, size = 2048, type = ''): File {
  const f = new File([], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

type Verdict = Array<[string, RefusalReason | 'ok']>;

/** Every file of a check with its verdict, in the order given; ignored files are absent. */
function verdicts(result: ReturnType<typeof checkFiles>): Verdict {
  return [
    ...result.accepted.map((f): [string, RefusalReason | 'ok'] => [f.name, 'ok']),
    ...result.refused.map(({ file: f, reason }): [string, RefusalReason | 'ok'] => [
      f.name,
      reason,
    ]),
  ];
}

describe('given the name of a file', () => {
  it.each<[string, string]>([
    ['report.pdf', 'pdf'],
    ['REPORT.PDF', 'pdf'],
    ['photo.final.JpG', 'jpg'],
    ['  spaced.png  ', 'png'],
    ['no-extension', ''],
    ['.profile', ''],
    ['trailing-dot.', ''],
    ['', ''],
  ])('extensionOf(%j) is %j', (name, expected) => {
    expect(extensionOf(name)).toBe(expected);
  });
});

describe('given a file kind', () => {
  it.each<[string, string, boolean]>([
    ['a.pdf', 'application/pdf', true],
    ['A.PDF', 'application/pdf', true],
    ['a.pdf', 'APPLICATION/PDF', true],
    ['a.pdf', '', true],
    ['a.pdf', 'application/octet-stream', true],
    ['a.jpeg', 'image/jpeg', true],
    ['a.JPG', '', true],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
    ['a.exe', 'application/x-msdownload', false],
    ['a.exe', '', false],
    ['a.gif', 'image/gif', false],
    ['a.pdf', 'text/html', false],
    ['a.png', 'application/x-msdownload', false],
    ['noextension', 'application/pdf', false],
  ])('%j with MIME type %j accepted: %s', (name, type, expected) => {
    expect(isAcceptedType({ name, type }, rules)).toBe(expected);
  });
});

describe('given files chosen for an empty list', () => {
  it.each<[string, File[], Verdict]>([
    ['nothing chosen', [], []],
    ['one pdf', [file('a.pdf')], [['a.pdf', 'ok']]],
    ['an upper-case extension', [file('SCAN.JPG', 5000, 'image/jpeg')], [['SCAN.JPG', 'ok']]],
    ['an executable', [file('b.exe', 100, 'application/x-msdownload')], [['b.exe', 'type']]],
    ['a name without extension', [file('README', 100)], [['README', 'type']]],
    ['a renamed page', [file('c.pdf', 100, 'text/html')], [['c.pdf', 'type']]],
    ['an empty file', [file('empty.pdf', 0)], [['empty.pdf', 'empty']]],
    ['an empty executable: its kind first', [file('e.exe', 0)], [['e.exe', 'type']]],
    ['exactly the limit', [file('max.pdf', 10 * MB)], [['max.pdf', 'ok']]],
    ['one byte over the limit', [file('big.pdf', 10 * MB + 1)], [['big.pdf', 'size']]],
    ['a large executable: its kind first', [file('big.exe', 20 * MB)], [['big.exe', 'type']]],
    [
      'a mixed drop',
      [file('a.pdf'), file('b.exe'), file('c.png', 12 * MB), file('d.jpg')],
      [
        ['a.pdf', 'ok'],
        ['d.jpg', 'ok'],
        ['b.exe', 'type'],
        ['c.png', 'size'],
      ],
    ],
    [
      'the same file twice in one drop',
      [file('a.pdf', 300), file('a.pdf', 300)],
      [['a.pdf', 'ok']],
    ],
    [
      'the same name with another size',
      [file('a.pdf', 300), file('a.pdf', 301)],
      [
        ['a.pdf', 'ok'],
        ['a.pdf', 'ok'],
      ],
    ],
  ])('%s', (_, files, expected) => {
    expect(verdicts(checkFiles(files, rules, 0))).toEqual(expected);
  });
});

describe('given the limit on the number of files', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => file(`f${i + 1}.pdf`));

  it.each<[string, File[], number, number, string[]]>([
    ['12 files at once: the first 10 are kept', twelve, 0, 10, ['f11.pdf', 'f12.pdf']],
    ['3 more with 8 listed: 2 are kept', twelve.slice(0, 3), 8, 2, ['f3.pdf']],
    ['1 more with 10 listed: none is kept', twelve.slice(0, 1), 10, 0, ['f1.pdf']],
    ['more listed than allowed: none is kept', twelve.slice(0, 1), 11, 0, ['f1.pdf']],
    [
      'refused files take no place',
      [file('x.exe'), ...twelve.slice(0, 2)],
      9,
      1,
      ['x.exe', 'f2.pdf'],
    ],
  ])('%s', (_, files, alreadyCount, acceptedCount, refusedNames) => {
    const result = checkFiles(files, rules, alreadyCount);
    expect(result.accepted).toHaveLength(acceptedCount);
    expect(result.refused.map((r) => r.file.name)).toEqual(refusedNames);
  });

  it('refuses the surplus for its count, not for anything else', () => {
    const result = checkFiles(twelve, rules, 0);
    expect(result.refused.map((r) => r.reason)).toEqual(['count', 'count']);
  });

  it('with a limit of one, a second file is refused for its count', () => {
    const one = { ...rules, maxFiles: 1 };
    expect(verdicts(checkFiles([file('a.pdf'), file('b.pdf')], one, 0))).toEqual([
      ['a.pdf', 'ok'],
      ['b.pdf', 'count'],
    ]);
  });
});

describe('given files already in the list', () => {
  const listed: ListedFile[] = [
    { name: 'a.pdf', size: 300 },
    { name: 'b.exe', size: 100 },
  ];

  it.each<[string, File[], Verdict]>([
    ['the same file again is ignored', [file('a.pdf', 300)], []],
    ['a refused file again is ignored too', [file('b.exe', 100)], []],
    ['the same name with another size is new', [file('a.pdf', 301)], [['a.pdf', 'ok']]],
    ['another name with the same size is new', [file('A.pdf', 300)], [['A.pdf', 'ok']]],
    [
      'only the new files of a drop are checked',
      [file('a.pdf', 300), file('c.png', 400)],
      [['c.png', 'ok']],
    ],
  ])('%s', (_, files, expected) => {
    expect(verdicts(checkFiles(files, rules, 1, listed))).toEqual(expected);
  });
});
