import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createReferenceApi } from './app';
import { DataDirInUseError, lockPathOf } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { closeGracefully } from './shutdown';

const root = mkdtempSync(join(tmpdir(), 'anp-shutdown-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A promise with its resolve function outside. */
function signal<T = void>() {
  let fire!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (fire = resolve));
  return { promise, fire };
}

/** Routes for the tests: /slow answers when `release` fires, /never never answers. */
function addTestRoutes(app: FastifyInstance) {
  const started = { slow: signal(), never: signal() };
  const release = signal();
  app.get('/slow', async () => {
    started.slow.fire();
    await release.promise;
    return { done: true };
  });
  app.get('/never', async () => {
    started.never.fire();
    await new Promise(() => undefined);
  });
  return { started, release };
}

/** GET over a kept-alive connection (as a proxy sends it); resolves with the status or the error. */
function get(port: number, path: string, agent: Agent): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error) => resolve(error.message));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

describe('closing the server gracefully', () => {
  it('lets a running request finish, refuses new connections, then closes the database', async () => {
    const app = Fastify();
    const { started, release } = addTestRoutes(app);
    const port = await listening(app);
    const agent = new Agent({ keepAlive: true });
    const events: string[] = [];
    const db = { close: async () => void events.push('database closed') };

    const slow = get(port, '/slow', agent).then((status) => {
      events.push(`slow answered ${status}`);
      return status;
    });
    await started.slow.promise;
    const closed = closeGracefully(app, db, { timeoutMs: 60_000 });
    expect(await get(port, '/slow', new Agent())).toBe('ECONNREFUSED');
    release.fire();

    expect(await slow).toBe(200);
    expect(await closed).toEqual({ forced: false, databaseClosed: true });
    expect(events).toEqual(['slow answered 200', 'database closed']);
    agent.destroy();
  });

  it('cuts a request that never ends at the time limit and still closes the database', async () => {
    const app = Fastify();
    const { started } = addTestRoutes(app);
    const port = await listening(app);
    let databaseClosed = false;
    const db = { close: async () => void (databaseClosed = true) };

    const never = get(port, '/never', new Agent({ keepAlive: true }));
    await started.never.promise;
    expect(await closeGracefully(app, db, { timeoutMs: 200 })).toEqual({
      forced: true,
      databaseClosed: true,
    });
    expect(await never).toBe('ECONNRESET');
    expect(databaseClosed).toBe(true);
  });

  it('reports a database that does not close in time instead of waiting for ever', async () => {
    const app = Fastify();
    const db = { close: () => new Promise<void>(() => undefined) };
    expect(await closeGracefully(app, db, { timeoutMs: 50, databaseTimeoutMs: 50 })).toEqual({
      forced: false,
      databaseClosed: false,
    });
  });
});

describe('given the reference API on an embedded data directory', () => {
  it('keeps its state owner-only, holds the lock while it runs and releases it on close', async () => {
    const stateDir = join(root, 'state');
    const dataDir = join(stateDir, 'pgdata');
    // State left readable by an earlier version.
    mkdirSync(join(stateDir, 'uploads', 'case-1'), { recursive: true, mode: 0o755 });
    chmodSync(stateDir, 0o755);
    writeFileSync(join(stateDir, 'uploads', 'case-1', 'photo.jpg'), 'x', { mode: 0o644 });
    const options = { publicOrigin: 'https://localhost:1', stateDir, dataDir, demoData: false };

    const api = await createReferenceApi(options);
    const mode = (...parts: string[]) => statSync(join(stateDir, ...parts)).mode & 0o777;
    expect({
      state: mode(),
      keys: mode('jwks.json'),
      secret: mode('url-secret.key'),
      uploads: mode('uploads'),
      caseDir: mode('uploads', 'case-1'),
      upload: mode('uploads', 'case-1', 'photo.jpg'),
      data: mode('pgdata'),
      version: mode('pgdata', 'PG_VERSION'),
    }).toEqual({
      state: 0o700,
      keys: 0o600,
      secret: 0o600,
      uploads: 0o700,
      caseDir: 0o700,
      upload: 0o600,
      data: 0o700,
      version: 0o600,
    });
    await expect(createReferenceApi(options)).rejects.toBeInstanceOf(DataDirInUseError);

    const { started, release } = addTestRoutes(api.app as unknown as FastifyInstance);
    const port = await listening(api.app as unknown as FastifyInstance);
    const agent = new Agent({ keepAlive: true });
    const slow = get(port, '/slow', agent);
    const never = get(port, '/never', agent);
    await Promise.all([started.slow.promise, started.never.promise]);
    const closed = api.close({ timeoutMs: 2_000 });
    release.fire();

    expect(await slow).toBe(200);
    expect(await never).toBe('ECONNRESET');
    expect(await closed).toEqual({ forced: true, databaseClosed: true });
    expect(api.close()).toBe(closed);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
    agent.destroy();
  }, 60_000);
});
