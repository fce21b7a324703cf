import path from 'node:path';
import { repoRoot } from '../../scripts/lib/stack.ts';
import type { Cleanup } from './cleanup.ts';
import { eachLine, spawnTracked, stopTracked } from './child-processes.ts';

/** Every server child gets the same Node flags, so the product and the bare route run on equal terms. */
export const serverNodeFlags = ['--import', 'tsx'];

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, exited: () => string | null, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const exit = exited();
    if (exit) throw new Error(`server exited while starting (${exit})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts `node <serverNodeFlags> <entry>` (a file under bench/servers) listening on 127.0.0.1:`port`, waits until
 * `readyPath` answers 2xx, and registers its stop with the cleanup. Its output is passed on, prefixed with `label`.
 */
export async function startChildServer(options: {
  label: string;
  entry: string;
  port: number;
  readyPath: string;
  env: Record<string, string>;
  cleanup: Cleanup;
}): Promise<ChildServer> {
  const child = spawnTracked(process.execPath, [...serverNodeFlags, path.join(repoRoot, options.entry)], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) eachLine(stream, (line) => process.stderr.write(`  ${options.label} | ${line}\n`));
  const stop = () => stopTracked(child);
  options.cleanup.add(`stop ${options.label}`, stop);
  const url = `http://127.0.0.1:${options.port}`;
  const exited = () => (child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : null);
  await waitUntilAnswering(`${url}${options.readyPath}`, exited, 60_000);
  return { url, stop };
}
