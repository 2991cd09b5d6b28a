import { dispatchAnpEvent } from '../events/events';
import type { PartialPortalConfig } from './config';
import { mergeConfig } from './validate';

/** The access-token function a host page may hand to every element. */
export type AccessTokenGetter = () => Promise<string | null>;

interface PageState {
  config: PartialPortalConfig;
  getAccessToken?: AccessTokenGetter;
}

/** What `window.anp` offers a CMS page. */
export interface AnpGlobal {
  /** Sets (merges) the page-level configuration; elements already on the page re-render. */
  configure(config: PartialPortalConfig & { getAccessToken?: AccessTokenGetter }): void;
  /** The page-level configuration given so far. */
  readonly config: PartialPortalConfig;
}

declare global {
  interface Window {
    anp?: AnpGlobal & { [key: string]: unknown };
  }
}

/**
 * The page's configuration lives on `window.anp` under this key, so two copies of the runtime on
 * one page (two CDN versions) read the same `configure` calls.
 */
const STATE = Symbol.for('anp.page-state');
let state: PageState = { config: {} };
let scriptConfig: unknown;
let scriptRead = false;

/** Reads `<script type="application/json" id="anp-config">` once; a broken one is reported. */
function readScriptConfig(doc: Document): unknown {
  if (scriptRead) return scriptConfig;
  scriptRead = true;
  const el = doc.getElementById('anp-config');
  if (!el?.textContent) return (scriptConfig = {});
  try {
    scriptConfig = JSON.parse(el.textContent);
  } catch (error) {
    console.error('AN Portal Kit: #anp-config does not hold valid JSON; it is ignored.', error);
    scriptConfig = {};
  }
  return scriptConfig;
}

/** The page layer of the configuration: the JSON script, then `window.anp.configure` on top. */
export function readPageConfig(doc: Document = document): {
  config: unknown;
  getAccessToken?: AccessTokenGetter;
} {
  const config = mergeConfig(readScriptConfig(doc), state.config);
  return state.getAccessToken ? { config, getAccessToken: state.getAccessToken } : { config };
}

/**
 * Installs `window.anp.configure` (idempotent: a second copy of the runtime, another CDN version,
 * shares the first one's state). Calls kept by `anp-loader.js` before any runtime arrived
 * (`configure.pending`) are replayed.
 */
export function installPageApi(win: Window = window): AnpGlobal {
  const existing = win.anp;
  const configure = existing?.configure as
    (AnpGlobal['configure'] & { pending?: unknown }) | undefined;
  if (existing && typeof configure === 'function' && !Array.isArray(configure.pending)) {
    const shared = (existing as unknown as Record<symbol, PageState | undefined>)[STATE];
    if (shared) state = shared;
    return existing;
  }
  const pending = (configure?.pending ?? []) as Parameters<AnpGlobal['configure']>[0][];
  const api: AnpGlobal = {
    configure(next) {
      const { getAccessToken, ...config } = next;
      if (getAccessToken) state.getAccessToken = getAccessToken;
      state.config = mergeConfig(state.config, config) as PartialPortalConfig;
      dispatchAnpEvent(win, 'anp-config-changed', {});
    },
    get config() {
      return state.config;
    },
  };
  // defineProperties, not Object.assign: assign would copy the `config` getter's value once, freezing window.anp.config at {}.
  win.anp = Object.defineProperties(existing ?? {}, {
    ...Object.getOwnPropertyDescriptors(api),
    [STATE]: { value: state, configurable: true },
  }) as AnpGlobal & Record<string, unknown>;
  for (const call of pending) api.configure(call);
  return api;
}

/** Test helper: forgets page state between tests. */
export function resetPageConfig(): void {
  state.config = {};
  delete state.getAccessToken;
  scriptRead = false;
  scriptConfig = undefined;
}
