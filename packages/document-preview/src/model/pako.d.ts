/** The part of pako 1.0 (utif2's Deflate codec) the kit names; pako ships no typings. */
declare module 'pako' {
  export function inflateRaw(data: Uint8Array): Uint8Array;
}
