import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { isListening } from './ports.ts';

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

const hasRedisServer = () => spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;

/** Where Redis is looked for when no URL is given (the product's own default). */
export const localRedisUrl = 'redis://127.0.0.1:6379';

/**
 * The one way every runner finds Redis: the one at `url` (default 127.0.0.1:6379) if it answers; otherwise, for a
 * local URL, a `redis-server` started here with the settings BullMQ needs (no eviction, append-only file, data under
 * `dataDir`). Throws a message saying how to get Redis when neither works.
 */
export async function findRedis(given: string | undefined, dataDir: string): Promise<RedisHandle> {
  const url = given || localRedisUrl;
  const { hostname, port: portText } = new URL(url);
  const port = Number(portText || 6379);
  if (await isListening(hostname, port)) return { url, stop: async () => {} };
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname);
  if (!local || !hasRedisServer()) {
    throw new Error(
      `Redis does not answer at ${url}. Start one, set REDIS_URL to one that runs, or install redis-server ` +
        `(Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) and run this again.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50 && !(await isListening('127.0.0.1', port, 200)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await isListening('127.0.0.1', port))) throw new Error('redis-server was started but does not answer');
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
