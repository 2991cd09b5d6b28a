import { type CdnManifest, startLoader } from './cdn-loader.ts';

/**
 * The entry of `anp-loader.js`. The CDN build replaces the placeholder with this version's
 * manifest (files, their hashes, each element's files) once every other file is written.
 */
const manifest = JSON.parse('@@ANP_CDN_MANIFEST@@') as CdnManifest;
const here = import.meta.url;
startLoader(manifest, { base: new URL('./', here) });
