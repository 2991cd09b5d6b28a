import type { ApiClient } from '../api/client';

/** Feature toggles the kit reads; unknown flags from the service are kept too. */
export interface FeatureToggles {
  maintenance: boolean;
  cartEnabled: boolean;
  [flag: string]: boolean;
}

export const DEFAULT_TOGGLES: FeatureToggles = { maintenance: false, cartEnabled: true };

export interface ToggleClient {
  /** Never rejects: on timeout (1500 ms) or failure it resolves to the defaults. */
  load(): Promise<FeatureToggles>;
}

/**
 * Feature-toggle client (shell-and-admin.md §7: 1500 ms timeout). A failure falls back to the
 * defaults and never blocks rendering, and is kept out of the global error toast.
 */
export function createToggleClient(
  api: ApiClient,
  options: { defaults?: Partial<FeatureToggles>; timeoutMs?: number; path?: string } = {},
): ToggleClient {
  const defaults: FeatureToggles = { ...DEFAULT_TOGGLES, ...(options.defaults as FeatureToggles) };
  return {
    async load() {
      try {
        const raw = await api.get<unknown>('toggles', options.path ?? 'featuretoggles', {
          timeoutMs: options.timeoutMs ?? 1500,
          publishErrors: false,
          anonymous: true,
        });
        const flags: FeatureToggles = { ...defaults };
        const entries = Array.isArray(raw)
          ? raw.map((t: { name?: unknown; enabled?: unknown }) => [t?.name, t?.enabled])
          : raw && typeof raw === 'object'
            ? Object.entries((raw as { toggles?: object }).toggles ?? raw)
            : [];
        for (const [name, enabled] of entries) {
          if (typeof name === 'string' && typeof enabled === 'boolean') flags[name] = enabled;
        }
        return flags;
      } catch {
        return defaults;
      }
    },
  };
}
