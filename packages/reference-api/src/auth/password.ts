import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

/**
 * Password hashing with scrypt on libuv's thread pool (`crypto.scrypt`), never on the event loop:
 * 40 concurrent sign-ins with `scryptSync` held every other request back for about 2 s. The
 * stored format is unchanged, `scrypt$<salt-hex>$<hash-hex>` (N=16384, r=8, p=1, 32 bytes), so
 * hashes made by the synchronous version verify.
 */
const scryptOnPool = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/**
 * Hashes running at once: half of libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise), and fewer than the CPU cores, so a core stays free for the event loop. The pool
 * also verifies every token (WebCrypto) and reads files: 40 sign-ins on all four threads still
 * held an unrelated call back behind them for 2 s. The others wait here, in order.
 */
export const HASH_CONCURRENCY = Math.max(
  1,
  Math.min(
    Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2),
    availableParallelism() - 1,
  ),
);
let running = 0;
const waiting: (() => void)[] = [];

async function scryptAsync(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await scryptOnPool(password, salt, keylen);
  } finally {
    // The slot passes straight to the next in line (running stays the same), or frees up.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const KEY_BYTES = 32;

/** Hashes a password with scrypt: `scrypt$<salt-hex>$<hash-hex>`. */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
): Promise<string> {
  const hash = await scryptAsync(password, salt, KEY_BYTES);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
