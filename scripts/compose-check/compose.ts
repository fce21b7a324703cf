import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './engine.ts';

export interface ComposeStack {
  project: string;
  env: Record<string, string>;
  /** runs `docker-compose -p <project> --profile sandbox --env-file <file> …args`; throws on a non-zero exit */
  run(args: string[], options?: { quiet?: boolean; timeoutMs?: number }): Promise<string>;
  /** the same, answering the exit code, output and stdout's bytes instead of throwing; `input` goes to its stdin */
  attempt(args: string[], options?: { timeoutMs?: number; input?: Buffer }): Promise<{ status: number | null; output: string; stdout: Buffer }>;
  /** a SQL query in the postgres service, its rows as tab-separated lines */
  sql(query: string): Promise<string[]>;
}

/** docker-compose v1 (Debian's) when installed, else `docker compose`. */
const composeCommand = (): string[] =>
  spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8' }).status === 0 ? ['docker-compose'] : ['docker', 'compose'];

export function composeStack(options: { project: string; envFile: string; env: Record<string, string>; say: (line: string) => void }): ComposeStack {
  const [command, ...prefix] = composeCommand();
  const base = [...prefix, '-f', path.join(repoRoot, 'docker-compose.yml'), '-p', options.project, '--profile', 'sandbox', '--env-file', options.envFile];
  const env = { ...process.env, ...options.env, COMPOSE_HTTP_TIMEOUT: '300' };

  function attempt(args: string[], { timeoutMs = 5 * 60_000, input }: { timeoutMs?: number; input?: Buffer } = {}) {
    return new Promise<{ status: number | null; output: string; stdout: Buffer }>((resolve) => {
      const child = spawn(command!, [...base, ...args], { cwd: repoRoot, env, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
      const stdout: Buffer[] = [];
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        stdout.push(chunk);
        output += chunk;
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      if (input) child.stdin!.end(input);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, output, stdout: Buffer.concat(stdout) });
      });
    });
  }

  async function run(args: string[], { quiet = true, timeoutMs }: { quiet?: boolean; timeoutMs?: number } = {}): Promise<string> {
    const { status, output } = await attempt(args, timeoutMs ? { timeoutMs } : {});
    if (!quiet) options.say(output.trim());
    if (status !== 0) throw new Error(`docker-compose ${args.join(' ')} exited ${status}:\n${output.trim().split('\n').slice(-40).join('\n')}`);
    return output;
  }

  async function sql(query: string): Promise<string[]> {
    const output = await run(['exec', '-T', 'postgres', 'psql', '-U', 'guidepass', '-d', 'guidepass', '-At', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', query]);
    return output.split('\n').filter(Boolean);
  }

  return { project: options.project, env: options.env, run, attempt, sql };
}
