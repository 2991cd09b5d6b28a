/**
 * The host reads its configuration at start from `/config.json` (runtime, not build time), so one
 * build serves every environment. It is the page layer of PortalConfig.
 */
export async function loadRuntimeConfig(url = '/config.json', timeoutMs = 5000): Promise<unknown> {
  // The host is not a widget: this single bootstrap request precedes the kit's API client, whose
  // base URLs it configures.
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const config: unknown = await response.json();
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    throw new Error('the file must hold a JSON object');
  }
  return config;
}
