import { readFile, writeFile } from 'node:fs/promises';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { build } from './helper.ts';

/**
 * The API's shape, pinned: every path and method of the OpenAPI document with its parameters, body and answers, so a
 * change in how routes are registered (folders, prefixes, autoload) cannot move or drop a URL unnoticed. After a
 * deliberate change to the API, `UPDATE_OPENAPI_SNAPSHOT=1 npx tap apps/api/test/openapi-snapshot.test.ts` rewrites it.
 */
const snapshotFile = new URL('./openapi-snapshot.json', import.meta.url);

/** Keys sorted at every depth, so the comparison does not depend on the order routes were registered in. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

type Operation = { parameters?: unknown; requestBody?: unknown; responses?: unknown; security?: unknown };

/**
 * Per path and method: parameters (path and query), body, answers and security. Left out: info and servers (the
 * deployment's), summaries and descriptions (words, not shape), and components (the error shape lists errors.ts).
 */
async function apiShape(app: FastifyInstance): Promise<{ paths: Record<string, unknown> }> {
  const response = await app.inject({ url: '/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}`);
  const { paths } = response.json() as { paths: Record<string, Record<string, Operation>> };
  const shape = Object.fromEntries(
    Object.entries(paths).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, { parameters, requestBody, responses, security }]) => [method, { parameters, requestBody, responses, security }]),
      ),
    ]),
  );
  // JSON drops the keys an operation does not have, as in the committed file.
  return sorted(JSON.parse(JSON.stringify({ paths: shape }))) as { paths: Record<string, unknown> };
}

const operationsOf = (shape: { paths: Record<string, unknown> }) =>
  Object.entries(shape.paths).flatMap(([path, methods]) => Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`));

t.test('the OpenAPI document (paths, methods, parameters, bodies, answers, security) is the committed snapshot', async (t) => {
  // A configured provider adds its sign-in routes (Facebook's: Google's would fetch its discovery document from the
  // network), and with GUIDE_URL the proxy takes /guide/*. Their schemas are the default's, so paths and methods only.
  const configured = await build(t, { FACEBOOK_CLIENT_ID: 'snapshot-facebook-id', FACEBOOK_CLIENT_SECRET: 'snapshot-facebook-secret', GUIDE_URL: 'http://guide.test/' });
  const shapes = { default: await apiShape(await build(t)), configured: operationsOf(await apiShape(configured)) };
  if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') {
    await writeFile(snapshotFile, `${JSON.stringify(shapes, null, 2)}\n`);
    t.comment('openapi-snapshot.json rewritten');
  }
  const committed = JSON.parse(await readFile(snapshotFile, 'utf8'));
  t.strictSame(Object.keys(shapes.default.paths), Object.keys(committed.default.paths), 'the same paths');
  t.strictSame(shapes.configured, committed.configured, 'the same paths and methods, with the optional parts configured');
  t.strictSame(shapes, committed, 'the same methods, parameters, bodies, answers and security');
});
