import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eachLine, spawnTracked, stopTracked, waitUntilAnswering } from './child-processes.ts';
import { repoRoot } from './paths.ts';

/** Every server child gets the same Node flags, so the product and a benchmark's reference run on equal terms. */
const serverNodeFlags = ['--import', 'tsx'];

/** Where a child's output lines go: by default prefixed onto this process's stdout. */
export type Output = (label: string, line: string) => void;
const prefixedOutput: Output = (label, line) => process.stdout.write(`${label.padEnd(7)} | ${line}\n`);

export interface NodeServer {
  child: ChildProcess;
  stop(): Promise<void>;
}

interface LaunchOptions {
  label: string;
  /** a path from the repository root */
  entry: string;
  /** on top of this process's environment */
  env: Record<string, string>;
  output?: Output;
}

/** Starts `node <serverNodeFlags> <entry>`, its output passed on line by line, labelled. */
export function launchNode(options: LaunchOptions): NodeServer {
  const output = options.output ?? prefixedOutput;
  const child = spawnTracked(process.execPath, [...serverNodeFlags, path.join(repoRoot, options.entry)], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) eachLine(stream, (line) => output(options.label, line));
  return { child, stop: () => stopTracked(child) };
}

/** Launches a server and waits until `readyUrl` answers 2xx; on failure the child is stopped and the error thrown. */
export async function startNodeServer(options: LaunchOptions & { readyUrl: string }): Promise<NodeServer> {
  const { child, stop } = launchNode(options);
  try {
    await waitUntilAnswering(options.readyUrl, child, options.label);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}
