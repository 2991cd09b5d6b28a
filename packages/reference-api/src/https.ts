import { X509Certificate, createPrivateKey } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** A TLS key pair for the local HTTPS server (MSAL refuses `http:` authorities, localhost included). */
export interface LocalCertificate {
  /** PEM private key. */
  key: string;
  /** PEM certificate (self-signed: it is its own CA; give it to clients as `ca`). */
  cert: string;
  /** Where the certificate lives: point `NODE_EXTRA_CA_CERTS` here so Node trusts it. */
  certPath: string;
  /** `true` when this call generated it, `false` when an existing one was reused. */
  created: boolean;
}

export const CERT_FILE = 'localhost-cert.pem';
export const KEY_FILE = 'localhost-key.pem';

/** Hosts the certificate names (subjectAltName). */
const DNS_NAMES = ['localhost'];
const IP_ADDRESSES = ['127.0.0.1'];
/** A certificate this close to its end is replaced rather than reused. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
const VALIDITY_DAYS = 365;

/** The stored pair if it is readable, matching, covers our names and is valid long enough. */
function usable(key: string, cert: string, now: Date): boolean {
  try {
    const x509 = new X509Certificate(cert);
    if (new Date(x509.validFrom).getTime() > now.getTime() + 60_000) return false;
    if (new Date(x509.validTo).getTime() - RENEW_BEFORE_MS < now.getTime()) return false;
    if (!x509.checkPrivateKey(createPrivateKey(key))) return false;
    return (
      DNS_NAMES.every((name) => x509.checkHost(name) !== undefined) &&
      IP_ADDRESSES.every((ip) => x509.checkIP(ip) !== undefined)
    );
  } catch {
    return false;
  }
}

async function readPair(dir: string): Promise<{ key: string; cert: string } | null> {
  try {
    const [key, cert] = await Promise.all([
      readFile(join(dir, KEY_FILE), 'utf8'),
      readFile(join(dir, CERT_FILE), 'utf8'),
    ]);
    return { key, cert };
  } catch {
    return null;
  }
}

/** Writes through a temporary file so a crash never leaves half a PEM behind. */
async function writeAtomically(path: string, content: string, mode: number): Promise<void> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content, { mode });
  await chmod(temporary, mode);
  await rename(temporary, path);
}

/**
 * A self-signed certificate for `localhost` and `127.0.0.1` (RSA 2048, SHA-256, one year), kept in
 * `dir` as `localhost-cert.pem` / `localhost-key.pem` (key readable by the owner only). Generated on
 * the first call and reused afterwards; re-created when missing, unreadable, not matching its key,
 * expired or within a day of expiry.
 */
export async function ensureCertificate(
  dir: string,
  now: Date = new Date(),
): Promise<LocalCertificate> {
  const certPath = join(dir, CERT_FILE);
  const existing = await readPair(dir);
  if (existing && usable(existing.key, existing.cert, now))
    return { ...existing, certPath, created: false };

  await mkdir(dir, { recursive: true });
  // Back-date a little so clocks that are slightly behind still accept it.
  const notBeforeDate = new Date(now.getTime() - 5 * 60 * 1000);
  const notAfterDate = new Date(now.getTime() + VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'rsa',
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...DNS_NAMES.map((value) => ({ type: 2 as const, value })),
          ...IP_ADDRESSES.map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
  await writeAtomically(join(dir, KEY_FILE), pems.private, 0o600);
  await writeAtomically(certPath, pems.cert, 0o644);
  return { key: pems.private, cert: pems.cert, certPath, created: true };
}
