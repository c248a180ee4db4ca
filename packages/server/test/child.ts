import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const main = resolve(dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/** Starts the server as its own process (as `npm start -w @everrain/server` does) and waits for its address. */
export function startChild(db: string, extra: readonly string[] = [], nodeArgs: readonly string[] = SERVER_NODE_FLAGS): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', main, '--port', '0', '--db', db, '--rate', '100000', '--creates-per-minute', '100000', '--creates-per-day', '100000000', '--games-per-minute', '100000', '--connections-per-address', '100000', '--connections', '100000', ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /(http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}
