/**
 * `anp-loader.js`, the one script of a CDN version (`dist/cdn/<version>/anp-loader.js`): it defines
 * any `<anp-*>` tag of its version when the tag first appears in the page, loading only that
 * element's code. It imports nothing: the CDN build (`cdn.vite.config.ts`) bundles it as an entry
 * of its own and writes the version's manifest into it once every other file is written.
 *
 * - It scans the document at start and watches it with a MutationObserver, and so every open
 *   shadow root it finds on the way (a CMS's own components); an element's own shadow root is its
 *   business (its code imports what it renders).
 * - Before importing an element it adds `<link rel="modulepreload" integrity="sha384-…">` for the
 *   element's entry and every chunk that entry imports statically, so the browser checks them
 *   against the hashes in this file (which the page's own `<script integrity>` checks). Chunks an
 *   element imports later (its feature code, a language) carry no hash: see the README.
 * - Two versions on one page: the loaders share a registry on `globalThis`. The first to meet a
 *   tag claims it; the other leaves it and says so in the console (once per batch of tags).
 * - Until the first element's runtime installs `window.anp`, `window.anp.configure(...)` calls are
 *   kept and the runtime replays them (see `installPageApi`).
 */

/** What the build writes into the loader: its version, its files, and each element's files. */
export interface CdnManifest {
  version: string;
  /** `[file name, sha384 SRI]` of every file the loader preloads. */
  files: [string, string][];
  /** Tag -> indexes into `files`; the first is the element's entry module. */
  elements: Record<string, number[]>;
}

/** The registry all loaders of a page share, whatever their version. */
interface Registry {
  /** Tag -> the version whose loader claimed it. */
  claims: Map<string, string>;
  /** Every loader's version and tags. */
  loaders: { version: string; tags: Set<string> }[];
}

const REGISTRY = Symbol.for('anp.cdn-loader');

interface LoaderOptions {
  /** The folder of this version's files (the loader's own URL resolves them). */
  base: URL;
  doc?: Document;
  /** How to import a module (tests replace it). */
  importModule?: (url: string) => Promise<unknown>;
  console?: Pick<Console, 'warn' | 'error'>;
}

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  holder[REGISTRY] ??= { claims: new Map(), loaders: [] };
  return holder[REGISTRY];
}

/** Keeps `window.anp.configure(...)` calls until a runtime installs the real page API. */
function installConfigureQueue(win: Window): void {
  const holder = win as unknown as { anp?: { configure?: unknown } };
  if (holder.anp?.configure) return;
  const pending: unknown[] = [];
  const configure = Object.assign((config: unknown) => void pending.push(config), { pending });
  holder.anp = Object.assign(holder.anp ?? {}, { configure });
}

/** Starts a loader for one version's elements; answers a function that stops it. */
export function startLoader(manifest: CdnManifest, options: LoaderOptions): () => void {
  const doc = options.doc ?? document;
  const win = doc.defaultView ?? window;
  const log = options.console ?? console;
  const importModule = options.importModule ?? ((url: string) => import(/* @vite-ignore */ url));
  const shared = registry();
  const tags = new Set(Object.keys(manifest.elements));
  shared.loaders.push({ version: manifest.version, tags });
  installConfigureQueue(win);

  const met = new Set<string>();
  const leftTo = new Map<string, string>();
  const unknown = new Set<string>();
  let reportQueued = false;

  function report() {
    reportQueued = false;
    const byVersion = new Map<string, string[]>();
    for (const [tag, owner] of leftTo) byVersion.set(owner, [...(byVersion.get(owner) ?? []), tag]);
    for (const [owner, left] of byVersion)
      log.warn(
        `AN Portal Kit ${manifest.version}: left ${left.map((t) => `<${t}>`).join(', ')} to ` +
          `${owner} already on this page.`,
      );
    leftTo.clear();
    const strangers = [...unknown].filter(
      (tag) => !shared.loaders.some((loader) => loader.tags.has(tag)),
    );
    if (strangers.length)
      log.warn(
        `AN Portal Kit ${manifest.version}: no element ${strangers.map((t) => `<${t}>`).join(', ')} in this version.`,
      );
    unknown.clear();
  }
  const queueReport = () => {
    if (reportQueued) return;
    reportQueued = true;
    queueMicrotask(report);
  };

  function preload(index: number) {
    const [file, integrity] = manifest.files[index] ?? [];
    if (!file) return;
    const href = new URL(file, options.base).href;
    const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    if ([...links].some((link) => link.href === href)) return;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (integrity) link.integrity = integrity;
    link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }

  function meet(tag: string) {
    if (met.has(tag)) return;
    met.add(tag);
    const files = manifest.elements[tag];
    if (!files) {
      unknown.add(tag);
      queueReport();
      return;
    }
    const owner = shared.claims.get(tag);
    if (owner !== undefined || win.customElements.get(tag)) {
      if (owner !== manifest.version) {
        leftTo.set(tag, owner ?? 'a copy');
        queueReport();
      }
      return;
    }
    shared.claims.set(tag, manifest.version);
    // Dependencies first: the entry's static imports then find them fetching, hash checked.
    for (const index of files.slice(1)) preload(index);
    preload(files[0] ?? -1);
    const entry = manifest.files[files[0] ?? -1]?.[0];
    if (!entry) return;
    importModule(new URL(entry, options.base).href).catch((error: unknown) =>
      log.error(`AN Portal Kit ${manifest.version}: <${tag}> did not load.`, error),
    );
  }

  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === 1) visit(node as Element);
  });
  const observed = new WeakSet<Node>();
  function observe(root: Document | ShadowRoot) {
    if (observed.has(root)) return;
    observed.add(root);
    observer.observe(root, { childList: true, subtree: true });
  }

  function check(element: Element) {
    const name = element.localName;
    if (name.startsWith('anp-')) {
      meet(name);
      return;
    }
    // An open shadow root of the page's own components: the loader looks inside and watches it.
    const shadow = element.shadowRoot;
    if (shadow) {
      observe(shadow);
      scan(shadow);
    }
  }
  function scan(root: ParentNode) {
    for (const element of root.querySelectorAll('*')) check(element);
  }
  function visit(element: Element) {
    check(element);
    scan(element);
  }

  observe(doc);
  scan(doc);
  return () => observer.disconnect();
}
