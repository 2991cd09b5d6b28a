/**
 * The demo data's file writers and readers, for tests of the kit that must read the very files
 * the reference API serves (the TIFF decoder against the seeded scans).
 */
export { createTiff } from '@anp/demo-data/files';
export { decodeTiff } from '@anp/demo-data/inspect';
export { marketDocuments } from '@anp/demo-data';
