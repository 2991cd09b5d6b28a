/**
 * The stack under review: `npm start` itself (scripts/start.ts), on its own ports, with the
 * in-memory database and a state folder in the system's temp directory (outside the repository),
 * stopped (the whole process group) when the review ends.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Tally } from './http';

export interface ReviewStack {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilUp(origin: string, timeoutMs: number, exited: () => string | null) {
  // A probe of its own: these requests are not part of the review's figures.
  const probe = new Client(origin, new Tally(), 'probe');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const gone = exited();
    if (gone) throw new Error(`the stack stopped before it answered (${gone})`);
    try {
      if ((await probe.send('/api/featuretoggles', { timeoutMs: 5_000 })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts `npm start` on `port` (the API on `port + 1`) and waits until it answers. */
export async function startStack(port: number, repoRoot: string): Promise<ReviewStack> {
  const origin = `https://localhost:${port}`;
  const stateDir = mkdtempSync(join(tmpdir(), 'anp-security-review-'));
  const child = spawn('npx', ['tsx', '--conditions=@anp/source', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port + 1),
      ANP_DATA_DIR: 'memory://',
      ANP_STATE_DIR: stateDir,
      ANP_LOG_LEVEL: 'warn',
    },
    // Its output is the stack's; errors (and the first build) are shown.
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = `exit ${code ?? signal}`;
      resolve();
    }),
  );
  const kill = () => {
    try {
      if (child.pid && exit === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // Whatever ends the review, the stack goes with it.
  process.on('exit', kill);
  const stop = async () => {
    kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(origin, 240_000, () => exit);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
