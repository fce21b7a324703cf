import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Every child started here, each the leader of its own process group (so its own children go with it). */
const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

// Last resort: whatever way this process ends, it leaves none of its children behind.
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

/** Spawns a child in its own process group and keeps track of it until it exits. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM to the child's process group, SIGKILL if it is still there after the grace period. */
export function stopTracked(child: ChildProcess, graceMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
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
