import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolvePromise(1);
    });
  });
}

export const npx = (args, options) => run('npx', ['--no-install', ...args], options);

/** Runs a command with its output collected; resolves to its exit code and what it printed. */
export function capture(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
      ...options,
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolvePromise({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
    child.on('error', (error) =>
      resolvePromise({ code: 1, output: `could not start ${command}: ${error.message}\n` }),
    );
  });
}
