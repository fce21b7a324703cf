import { freePort } from '../../scripts/lib/ports.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import { freshProductDatabase } from './databases.ts';
import { productEnv } from './product-env.ts';
import type { BenchContext } from './section.ts';

export interface ProductServer extends ChildServer {
  databaseUrl: string;
  jwtSecret: string;
}

/** The product's api (bench/servers/product-api.ts) as a child process on a fresh database; no workers. */
export async function startProductServer(context: BenchContext): Promise<ProductServer> {
  const databaseUrl = await freshProductDatabase(context.cleanup);
  const port = await freePort();
  const env = productEnv({ databaseUrl, redisUrl: context.redisUrl, port, cleanup: context.cleanup });
  const server = await startChildServer({ label: 'product', entry: 'bench/servers/product-api.ts', port, readyPath: '/readyz', env, cleanup: context.cleanup });
  return { ...server, databaseUrl, jwtSecret: env.JWT_SECRET! };
}
