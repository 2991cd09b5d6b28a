import { readFileSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '@anp/core';

/** The server's access tokens live at most this long (issue 12). */
const ACCESS_TOKEN_SECONDS = 600;

const shipped = JSON.parse(
  readFileSync(fileURLToPath(new NodeURL('../public/config.json', import.meta.url)), 'utf8'),
) as { session?: Record<string, unknown> };

describe('given the /config.json the portal ships', () => {
  it('states the idle time, the warning and the renewal itself (not left to code defaults)', () => {
    expect(shipped.session).toEqual({
      inactiveSessionDuration: 1800,
      idleWarningSeconds: 120,
      tokenRenewalSeconds: 480,
    });
  });

  it('is a valid configuration whose renewal comes before the access token expires', () => {
    const { session } = resolveConfig({}, shipped);
    expect(session.tokenRenewalSeconds).toBeLessThan(ACCESS_TOKEN_SECONDS);
    expect(session.idleWarningSeconds).toBeLessThan(session.inactiveSessionDuration);
  });
});
