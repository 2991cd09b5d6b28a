/**
 * Reads the kit's Custom Elements Manifests (`packages/<name>/custom-elements.json`, schema 2.x)
 * into the plain shape the element docs render. Generic on purpose: whatever fields of the schema
 * a declaration carries (attributes, members, events, slots, cssParts, cssProperties, cssStates,
 * summary, description, deprecated) are read; anything missing is an empty list. Nothing here is
 * trusted as markup: every string is rendered as text.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface DocType {
  text: string;
}

export interface DocAttribute {
  name: string;
  fieldName?: string;
  type?: DocType;
  default?: string;
  description?: string;
  summary?: string;
  deprecated?: boolean | string;
}

export interface DocMember {
  kind: string;
  name: string;
  type?: DocType;
  default?: string;
  description?: string;
  summary?: string;
  attribute?: string;
  readonly?: boolean;
  static?: boolean;
  privacy?: string;
  deprecated?: boolean | string;
}

export interface DocEvent {
  name: string;
  type?: DocType;
  description?: string;
  summary?: string;
  deprecated?: boolean | string;
}

/** A slot, CSS part, CSS state or custom property: a name and words (custom properties more). */
export interface DocNamed {
  name: string;
  description?: string;
  summary?: string;
  syntax?: string;
  default?: string;
  deprecated?: boolean | string;
}

/** One custom element of a package's manifest. */
export interface ElementDoc {
  tagName: string;
  className: string;
  /** The package's npm name (`@anp/cart`), or its folder name. */
  packageName: string;
  /** The module path the manifest names for the element (relative to the package). */
  modulePath: string;
  summary: string;
  description: string;
  deprecated?: boolean | string;
  attributes: DocAttribute[];
  members: DocMember[];
  events: DocEvent[];
  slots: DocNamed[];
  cssParts: DocNamed[];
  cssProperties: DocNamed[];
  cssStates: DocNamed[];
}

/** A custom element name the docs serve a page for (also what a URL segment may be). */
export const TAG_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const deprecatedOf = (value: unknown): boolean | string | undefined =>
  typeof value === 'boolean' || typeof value === 'string' ? value : undefined;

function typeOf(value: unknown): DocType | undefined {
  if (!isRecord(value)) return undefined;
  const text = str(value.text);
  return text === undefined ? undefined : { text };
}

/** Copies the fields of `from` that are strings (or a type, or deprecated) into a fresh object. */
function pick<T extends { name: string }>(
  from: unknown,
  strings: readonly string[],
  extra: (item: Record<string, unknown>) => Partial<T> = () => ({}),
): T | null {
  if (!isRecord(from)) return null;
  const name = str(from.name);
  if (name === undefined) return null;
  const out: Record<string, unknown> = { name };
  for (const key of strings) {
    const value = str(from[key]);
    if (value !== undefined) out[key] = value;
  }
  const type = typeOf(from.type);
  if (type) out.type = type;
  const deprecated = deprecatedOf(from.deprecated);
  if (deprecated !== undefined) out.deprecated = deprecated;
  return { ...out, ...extra(from) } as T;
}

const listOf = <T>(value: unknown, map: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(map).filter((item): item is T => item !== null) : [];

const WORDS = ['description', 'summary', 'default'] as const;

/** The custom elements a parsed manifest declares (unknown shapes are skipped, not thrown on). */
export function elementsOfManifest(manifest: unknown, packageName: string): ElementDoc[] {
  if (!isRecord(manifest)) return [];
  const elements: ElementDoc[] = [];
  for (const mod of listOf(manifest.modules, (m) => (isRecord(m) ? m : null))) {
    const modulePath = str(mod.path) ?? '';
    for (const decl of listOf(mod.declarations, (d) => (isRecord(d) ? d : null))) {
      const tagName = str(decl.tagName);
      if (!tagName || !TAG_NAME.test(tagName)) continue;
      const deprecated = deprecatedOf(decl.deprecated);
      elements.push({
        tagName,
        className: str(decl.name) ?? '',
        packageName,
        modulePath,
        summary: str(decl.summary) ?? '',
        description: str(decl.description) ?? '',
        ...(deprecated !== undefined ? { deprecated } : {}),
        attributes: listOf(decl.attributes, (a) => pick<DocAttribute>(a, [...WORDS, 'fieldName'])),
        members: listOf(decl.members, (m) =>
          pick<DocMember>(m, [...WORDS, 'kind', 'attribute', 'privacy'], (item) => ({
            kind: str(item.kind) ?? 'field',
            ...(item.readonly === true ? { readonly: true } : {}),
            ...(item.static === true ? { static: true } : {}),
          })),
        ),
        events: listOf(decl.events, (e) => pick<DocEvent>(e, WORDS)),
        slots: listOf(decl.slots, (s) => pick<DocNamed>(s, WORDS)),
        cssParts: listOf(decl.cssParts, (p) => pick<DocNamed>(p, WORDS)),
        cssProperties: listOf(decl.cssProperties, (p) => pick<DocNamed>(p, [...WORDS, 'syntax'])),
        cssStates: listOf(decl.cssStates, (s) => pick<DocNamed>(s, WORDS)),
      });
    }
  }
  return elements;
}

/** The manifest files of the workspace: `packages/<name>/custom-elements.json`. */
export function manifestFiles(repoRoot: string): { file: string; packageJson: string }[] {
  const packages = join(repoRoot, 'packages');
  if (!existsSync(packages)) return [];
  return readdirSync(packages)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => ({
      file: join(packages, name, 'custom-elements.json'),
      packageJson: join(packages, name, 'package.json'),
    }))
    .filter(({ file }) => existsSync(file));
}

function packageNameOf(packageJson: string, fallback: string): string {
  try {
    const name = (JSON.parse(readFileSync(packageJson, 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? name : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Every element of every package's manifest, sorted by tag, read again whenever a manifest file
 * changed (the manifest lane regenerates them; the docs follow without a restart).
 */
export function createManifestReader(repoRoot: string): () => ElementDoc[] {
  let stamp = '';
  let elements: ElementDoc[] = [];
  return () => {
    const files = manifestFiles(repoRoot);
    const now = files.map(({ file }) => `${file}:${statSync(file).mtimeMs}`).join('|');
    if (now === stamp) return elements;
    const read: ElementDoc[] = [];
    for (const { file, packageJson } of files) {
      const folder = file.split(/[/\\]/).at(-2) ?? '';
      try {
        const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
        read.push(...elementsOfManifest(manifest, packageNameOf(packageJson, folder)));
      } catch (error) {
        console.error(`Element docs: ${file} is not valid JSON; its elements are left out.`, error);
      }
    }
    const seen = new Set<string>();
    elements = read
      .sort((a, b) => a.tagName.localeCompare(b.tagName))
      .filter((e) => (seen.has(e.tagName) ? false : (seen.add(e.tagName), true)));
    stamp = now;
    return elements;
  };
}
