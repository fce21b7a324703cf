import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface StackOptions {
  /** environment for the api and worker (the product's configuration) */
  env: Record<string, string>;
  /** environment for the sandbox (its webhook targets and secrets) */
  sandboxEnv?: Record<string, string>;
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
    const sandbox = launch(
      'sandbox',
      { ...options.sandboxEnv, SANDBOX_PORT: String(options.sandbox.port), SANDBOX_SMTP_PORT: String(options.sandbox.smtpPort) },
      output,
    );
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

/** Fixed sandbox credentials and webhook secrets, shared by the sandbox and the product it stands in for. */
const sandboxSecrets = {
  paypalWebhookId: 'WH-SANDBOX-0001',
  yocoWebhookSecret: `whsec_${Buffer.from('guidepass-sandbox-yoco-webhook-secret!!').toString('base64')}`,
};

/**
 * The product's configuration pointing every outside service the caller did not configure at the sandbox, and
 * the sandbox's own settings so that its webhooks reach the app.
 */
export function sandboxEnv(sandboxUrl: string, smtpPort: number, appUrl: string, given: Record<string, string | undefined>) {
  const product: Record<string, string> = {};
  const sandbox: Record<string, string> = {};
  if (!given.SMTP_URL) product.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  if (!given.GOOGLE_CLIENT_ID) {
    Object.assign(product, { GOOGLE_CLIENT_ID: 'guidepass-google', GOOGLE_CLIENT_SECRET: 'sandbox-google-secret', GOOGLE_ISSUER: `${sandboxUrl}/google` });
  }
  if (!given.FACEBOOK_CLIENT_ID) {
    Object.assign(product, {
      FACEBOOK_CLIENT_ID: 'guidepass-facebook',
      FACEBOOK_CLIENT_SECRET: 'sandbox-facebook-secret',
      FACEBOOK_AUTH_URL: `${sandboxUrl}/facebook`,
      FACEBOOK_GRAPH_URL: `${sandboxUrl}/facebook`,
    });
  }
  if (!given.PAYPAL_CLIENT_ID) {
    Object.assign(product, {
      PAYPAL_CLIENT_ID: 'guidepass-paypal',
      PAYPAL_CLIENT_SECRET: 'sandbox-paypal-secret',
      PAYPAL_API_BASE: `${sandboxUrl}/paypal`,
      PAYPAL_WEBHOOK_ID: sandboxSecrets.paypalWebhookId,
      PAYPAL_CERT_HOSTS: new URL(sandboxUrl).host,
    });
    Object.assign(sandbox, { SANDBOX_PAYPAL_WEBHOOK_URL: `${appUrl}/webhooks/paypal`, SANDBOX_PAYPAL_WEBHOOK_ID: sandboxSecrets.paypalWebhookId });
  }
  if (!given.YOCO_SECRET_KEY) {
    Object.assign(product, {
      YOCO_SECRET_KEY: 'sk_test_guidepass_sandbox',
      YOCO_API_BASE: `${sandboxUrl}/yoco/api`,
      YOCO_WEBHOOK_SECRET: sandboxSecrets.yocoWebhookSecret,
    });
    Object.assign(sandbox, { SANDBOX_YOCO_WEBHOOK_URL: `${appUrl}/webhooks/yoco`, SANDBOX_YOCO_WEBHOOK_SECRET: sandboxSecrets.yocoWebhookSecret });
  }
  if (!given.GUIDE_URL) product.GUIDE_URL = `${sandboxUrl}/guide-site/`;
  return { product, sandbox };
}
