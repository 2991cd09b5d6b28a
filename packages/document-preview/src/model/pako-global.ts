/**
 * utif2 finds its Deflate codec with `typeof require === 'function' ? require('pako') :
 * self.pako`; bundled for a browser or a worker there is no `require`, so Deflate-compressed
 * TIFFs would fail. This module, imported before utif2, puts the bundled pako where utif2 looks.
 */
import * as pako from 'pako';

const scope = globalThis as typeof globalThis & { pako?: unknown };
scope.pako ??= pako;
