/** Request and response schemas of the reference API; the kit's client types come from these. */
export * from './common';
