export const CDN_ROOT: string;
export function cdnVersion(root?: string): string;
export function cdnDir(version?: string, root?: string): string;
export function sri(bytes: string | Uint8Array): string;
export function writeIntegrity(dir: string): Record<string, string>;
