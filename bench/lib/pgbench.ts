import { eachLine, spawnTracked, stopTracked } from '../../harness/child-processes.ts';

export const pgbenchPath = '/usr/bin/pgbench';

/** pgbench's connection options for a postgres:// URL: the same host, port, user and password the product uses. */
function connectionOf(databaseUrl: string): { args: string[]; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  return {
    args: ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), decodeURIComponent(url.pathname.slice(1))],
    env: url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {},
  };
}

/** Runs pgbench with `args` against the database; answers its output, or fails with it. */
export function runPgbench(databaseUrl: string, args: string[], timeoutMs: number): Promise<string> {
  const connection = connectionOf(databaseUrl);
  // pgbench takes its options before the database name, which comes last in connection.args
  const child = spawnTracked(pgbenchPath, [...args, ...connection.args], { env: { ...process.env, ...connection.env }, stdio: ['ignore', 'pipe', 'pipe'], ownGroup: true });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) eachLine(stream, (line) => (output += `${line}\n`));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopTracked(child, 1000);
      reject(new Error(`pgbench ${args.join(' ')} still running after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`pgbench ${args.join(' ')} exited with ${code}:\n${output.trim()}`));
    });
  });
}

/** The "tps = …" figure pgbench prints at the end of a run. */
export function tpsOf(output: string): number {
  const match = /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(output);
  if (!match) throw new Error(`no tps figure in pgbench's output:\n${output}`);
  return Number(match[1]);
}
