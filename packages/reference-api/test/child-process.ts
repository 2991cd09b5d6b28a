/** Test-only: runs a TypeScript file of this package in a child Node process (through tsx). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

const tsx = createRequire(import.meta.url).resolve('tsx');
const here = (file: string) =>
  isAbsolute(file) ? file : fileURLToPath(new URL(file, import.meta.url));

export interface Child {
  process: ChildProcess;
  /** Everything written to stdout so far. */
  output(): string;
  /** Resolves with the first stdout line starting with `prefix` (rejects if the child exits). */
  line(prefix: string): Promise<string>;
  exited: Promise<number | null>;
  /** Everything written to stderr so far. */
  errors(): string;
}

/** Starts `node --import tsx <file> ...args` (a relative file is in test/). */
export function runChild(file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Child {
  const child = spawn(
    process.execPath,
    ['--conditions=@anp/source', '--import', tsx, here(file), ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  let out = '';
  let err = '';
  const waiters: (() => void)[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    waiters.splice(0).forEach((wake) => wake());
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    process: child,
    output: () => out,
    errors: () => err,
    exited,
    line(prefix) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = out.split('\n').find((l) => l.startsWith(prefix));
          if (found !== undefined) resolve(found);
          else waiters.push(look);
        };
        void exited.then((code) =>
          reject(new Error(`child exited (${code}) without "${prefix}": ${out}${err}`)),
        );
        look();
      });
    },
  };
}
