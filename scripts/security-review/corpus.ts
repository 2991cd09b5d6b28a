/**
 * The review's corpora (./corpora): SQL-injection strings, one a line, and XSS payloads with
 * their placeholders. Parsing and expanding them is pure, for the unit test.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The strings of a corpus text: blank lines and "# " comments skipped, \t \n \r \uXXXX unescaped. */
export function parseLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && line !== '#' && !line.startsWith('# '))
    .map((line) =>
      line.replace(/\\(t|n|r|u([0-9a-fA-F]{4}))/g, (_m, what: string, hex?: string) =>
        hex
          ? String.fromCharCode(parseInt(hex, 16))
          : what === 't'
            ? '\t'
            : what === 'n'
              ? '\n'
              : '\r',
      ),
    );
}

export interface XssTemplate {
  kind: string;
  text: string;
  /** Fits a 35-character field once expanded. */
  short?: boolean;
  /** Text that must show verbatim wherever the payload's marker shows (else it was evaluated). */
  literal?: string;
}

export interface XssPayload {
  /** `x07` */
  id: string;
  kind: string;
  /** The marker the page scan looks for: `anpxssx07`. */
  marker: string;
  text: string;
  short: boolean;
  literal?: string;
}

/** The marker of payload `id`. */
export const markerOf = (id: string) => `anpxss${id}`;

/** A template with its id: @CALL@ calls the page hook, @ID@ is the marker. */
export function expandPayload(template: XssTemplate, index: number): XssPayload {
  const id = `x${String(index + 1).padStart(2, '0')}`;
  const marker = markerOf(id);
  return {
    id,
    kind: template.kind,
    marker,
    text: template.text.replaceAll('@CALL@', `__anpXss('${id}')`).replaceAll('@ID@', marker),
    short: template.short ?? false,
    ...(template.literal ? { literal: template.literal } : {}),
  };
}

const here = join(dirname(fileURLToPath(import.meta.url)), 'corpora');

export function sqlCorpus(): string[] {
  return parseLines(readFileSync(join(here, 'sql-injection.txt'), 'utf8'));
}

export function xssCorpus(): XssPayload[] {
  const { payloads } = JSON.parse(readFileSync(join(here, 'xss.json'), 'utf8')) as {
    payloads: XssTemplate[];
  };
  return payloads.map(expandPayload);
}
