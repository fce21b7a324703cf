import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Every child started here, until it exits. */
const running = new Set<ChildProcess>();
/** The children that lead a process group of their own (their own children go with them). */
const groupLeaders = new WeakSet<ChildProcess>();

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (groupLeaders.has(child)) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // already gone
  }
}

// Last resort: whatever way this process ends, it leaves none of its children behind.
process.on('exit', () => {
  for (const child of running) signal(child, 'SIGKILL');
});

/**
 * Spawns a child and keeps track of it until it exits. `ownGroup` puts it in a process group of its own, for a
 * command that starts children itself (npx); otherwise a terminal's Ctrl-C reaches it as it reaches this process.
 */
export function spawnTracked(command: string, args: string[], options: SpawnOptions & { ownGroup?: boolean }): ChildProcess {
  const { ownGroup = false, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: ownGroup });
  running.add(child);
  if (ownGroup) groupLeaders.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL if the child is still there after the grace period. */
export function stopTracked(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal(child, 'SIGTERM');
  });
}

/** Calls `onLine` for every non-empty line the stream writes. */
export function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) if (line.trim()) onLine(line);
  });
}

/** How a child exited, or null while it runs. */
const exitOf = (child: ChildProcess): string | null =>
  child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : null;

/** Waits until `url` answers 2xx; fails early if the child exits, or after the time-out. */
export async function waitUntilAnswering(url: string, child: ChildProcess, label: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const exit = exitOf(child);
    if (exit) throw new Error(`${label} exited while starting (${exit})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
}
