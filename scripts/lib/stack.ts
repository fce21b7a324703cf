import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface StackOptions {
  /** environment for the api and worker (the product's configuration) */
  env: Record<string, string>;
  sandbox: { port: number; smtpPort: number };
  apiPort: number;
  /** where each process's output goes; by default prefixed onto this process's stdout */
  output?: (service: string, line: string) => void;
}

export interface RunningStack {
  appUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

const entries = {
  sandbox: 'apps/sandbox/src/server.ts',
  api: 'apps/api/src/server.ts',
  worker: 'apps/worker/src/index.ts',
} as const;

function launch(service: keyof typeof entries, env: Record<string, string>, output: NonNullable<StackOptions['output']>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entries[service]], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.trim()) output(service, line);
    });
  }
  return child;
}

async function waitFor(url: string, child: ChildProcess, service: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${service} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${service} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const defaultOutput = (service: string, line: string) => process.stdout.write(`${service.padEnd(7)} | ${line}\n`);

/** Starts sandbox, then api and worker (the api discovers Google's stand-in at boot), and waits until they answer. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const output = options.output ?? defaultOutput;
  const sandboxUrl = `http://127.0.0.1:${options.sandbox.port}`;
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.reverse().map((child) => stopChild(child)));
  };
  try {
    const sandbox = launch('sandbox', { SANDBOX_PORT: String(options.sandbox.port), SANDBOX_SMTP_PORT: String(options.sandbox.smtpPort) }, output);
    children.push(sandbox);
    await waitFor(`${sandboxUrl}/`, sandbox, 'sandbox');
    const env = { ...options.env, PORT: String(options.apiPort) };
    const api = launch('api', env, output);
    const worker = launch('worker', env, output);
    children.push(api, worker);
    await waitFor(`http://127.0.0.1:${options.apiPort}/readyz`, api, 'api');
    return { appUrl: options.env.APP_URL!, sandboxUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The product's configuration pointing every outside service at the sandbox, unless the caller configured it. */
export function sandboxEnv(sandboxUrl: string, smtpPort: number, given: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  if (!given.SMTP_URL) env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  if (!given.GOOGLE_CLIENT_ID) {
    Object.assign(env, { GOOGLE_CLIENT_ID: 'guidepass-google', GOOGLE_CLIENT_SECRET: 'sandbox-google-secret', GOOGLE_ISSUER: `${sandboxUrl}/google` });
  }
  if (!given.FACEBOOK_CLIENT_ID) {
    Object.assign(env, {
      FACEBOOK_CLIENT_ID: 'guidepass-facebook',
      FACEBOOK_CLIENT_SECRET: 'sandbox-facebook-secret',
      FACEBOOK_AUTH_URL: `${sandboxUrl}/facebook`,
      FACEBOOK_GRAPH_URL: `${sandboxUrl}/facebook`,
    });
  }
  return env;
}
