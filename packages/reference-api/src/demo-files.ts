/**
 * The demo data's file writers and readers, for tests of the kit that must read the very files
 * the reference API serves (the TIFF decoder against the seeded scans).
 */
export { createTiff } from './seed/files/tiff';
export { decodeTiff } from './seed/files/inspect';
export { marketDocuments } from './seed/documents';
