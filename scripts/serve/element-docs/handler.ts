/**
 * Serves the element docs under `/docs/elements` (issue 13): pages rendered on request from the
 * packages' manifests (re-read when one changes), the docs' own CSS and script from `assets/`,
 * and, for the live examples, the page configuration the host itself uses (its `config.json`).
 * The portal server gives each page its nonce and CSP like any other page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { cdnBuildFolder, elementScript, LOADER, CDN_PREFIX } from './cdn';
import { createManifestReader, TAG_NAME, type ElementDoc } from './manifest';
import { ASSETS_PATH, DOCS_PATH, renderElementPage, renderIndexPage } from './render';
import { createStaticFiles, pickEncoding, type StaticResponse } from '../static-files';

export interface ElementDocsOptions {
  /** The repository: its `packages/<name>/custom-elements.json` are read. */
  repoRoot: string;
  /** The CDN build (`dist/cdn`) the live examples load, served under `/cdn`. */
  cdnRoot: string;
  /** The public origin the snippets name (`https://localhost:5173`). */
  origin: string;
  /** The page configuration of the live examples (the host's built `config.json`). */
  pageConfigFile?: string;
  /** Attribute values an element's example starts with, by tag (a demo record's id). */
  examples?: Record<string, Record<string, string>>;
  /** A demo user the live examples' sign-in hint names. */
  demoUser?: { email: string; password: string };
  /** Elements to document instead of the manifests' (tests). */
  elements?: () => ElementDoc[];
}

/** Ids of the demo data that do not change between runs (the FAQ ids are fixed in the seed). */
export const DEFAULT_EXAMPLES: Record<string, Record<string, string>> = {
  'anp-faq': { 'faq-id': 'place-an-order' },
};

export const ASSETS_DIR = fileURLToPath(new URL('./assets', import.meta.url));

const matchesDocs = (path: string) => path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`);

export interface ElementDocs {
  /** Whether the path is the docs' (the caller answers 404 when `handle` gives null). */
  owns(path: string): boolean;
  handle(
    path: string,
    headers: { acceptEncoding?: string; ifNoneMatch?: string },
    transformPage?: (html: string) => string,
  ): StaticResponse | null;
}

function readJson(file: string | undefined): unknown {
  if (!file || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

export function createElementDocs(options: ElementDocsOptions): ElementDocs {
  const elements = options.elements ?? createManifestReader(options.repoRoot);
  const assets = createStaticFiles({ root: ASSETS_DIR, singlePageApp: false });
  const examples = options.examples ?? DEFAULT_EXAMPLES;

  const html = (
    body: string,
    acceptEncoding: string | undefined,
    transform: (html: string) => string,
  ): StaticResponse => {
    const text = Buffer.from(transform(body));
    const encoding = pickEncoding(acceptEncoding);
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // Each page carries its own nonce.
        'cache-control': 'no-store',
        vary: 'accept-encoding',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      },
      body:
        encoding === 'br' ? brotliCompressSync(text) : encoding === 'gzip' ? gzipSync(text) : text,
    };
  };

  return {
    owns: matchesDocs,
    handle(path, headers, transformPage = (page) => page) {
      if (!matchesDocs(path)) return null;
      const rest = path.slice(DOCS_PATH.length).replace(/^\//, '');
      if (path.startsWith(`${ASSETS_PATH}/`)) {
        return assets.handle(path.slice(ASSETS_PATH.length), headers);
      }
      if (rest === '') {
        const folder = cdnBuildFolder(options.cdnRoot);
        const loader =
          folder !== null && existsSync(`${options.cdnRoot}/${folder}/${LOADER}`)
            ? [CDN_PREFIX, folder, LOADER].filter(Boolean).join('/')
            : null;
        return html(
          renderIndexPage(elements(), { origin: options.origin, loader }),
          headers.acceptEncoding,
          transformPage,
        );
      }
      if (!TAG_NAME.test(rest)) return null;
      const element = elements().find((e) => e.tagName === rest);
      if (!element) return null;
      return html(
        renderElementPage(element, {
          origin: options.origin,
          pageConfig: readJson(options.pageConfigFile),
          script: elementScript(options.cdnRoot, element.tagName, element.modulePath),
          exampleAttributes: {
            // The example sits under the page's h2 and h3: its own headings come next.
            ...(element.attributes.some((a) => a.name === 'heading-level')
              ? { 'heading-level': '3' }
              : {}),
            ...examples[element.tagName],
          },
          ...(options.demoUser ? { demoUser: options.demoUser } : {}),
        }),
        headers.acceptEncoding,
        transformPage,
      );
    },
  };
}
