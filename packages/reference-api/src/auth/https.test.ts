import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CERT_FILE, KEY_FILE, ensureCertificate } from '../https';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'anp-cert-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ensureCertificate', () => {
  it('creates a certificate for localhost and 127.0.0.1 valid for a year', async () => {
    const first = await ensureCertificate(dir);
    expect(first.created).toBe(true);
    expect(first.certPath).toBe(join(dir, CERT_FILE));

    const x509 = new X509Certificate(first.cert);
    expect(x509.subjectAltName).toContain('DNS:localhost');
    expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    const days = (new Date(x509.validTo).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    expect(x509.publicKey.asymmetricKeyType).toBe('rsa');
    expect(x509.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(x509.verify(x509.publicKey)).toBe(true);
    if (process.platform !== 'win32')
      expect((await stat(join(dir, KEY_FILE))).mode & 0o077).toBe(0);
  });

  it('reuses the stored certificate on later calls', async () => {
    const first = await ensureCertificate(dir);
    const second = await ensureCertificate(dir);
    expect(first.created).toBe(false);
    expect(second.created).toBe(false);
    expect(second.cert).toBe(first.cert);
    expect(second.key).toBe(first.key);
  });

  it('re-creates it when it is about to expire', async () => {
    const current = await ensureCertificate(dir);
    const nextYear = new Date(Date.now() + 365 * 86_400_000);
    const renewed = await ensureCertificate(dir, nextYear);
    expect(renewed.created).toBe(true);
    expect(renewed.cert).not.toBe(current.cert);
    expect(new Date(new X509Certificate(renewed.cert).validTo).getTime()).toBeGreaterThan(
      nextYear.getTime(),
    );
  });

  it('re-creates it when the files are unreadable', async () => {
    await writeFile(join(dir, CERT_FILE), 'garbage');
    const repaired = await ensureCertificate(dir);
    expect(repaired.created).toBe(true);
    expect(() => new X509Certificate(repaired.cert)).not.toThrow();
    expect((await ensureCertificate(dir)).created).toBe(false);
  });

  it('creates the directory when missing', async () => {
    const nested = join(dir, 'a', 'b');
    expect((await ensureCertificate(nested)).created).toBe(true);
  });
});
