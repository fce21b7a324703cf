import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { NotAdmin } from '../../errors.ts';

/**
 * Payment counts and queue depths are operators' business: whoever holds METRICS_TOKEN, and nobody when it is unset.
 * The caller's address proves nothing (behind a reverse proxy every caller is this machine).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { webhookSignatureFailures: Counter<'provider'> };
  }
}

/**
 * Prometheus metrics at GET /metrics: request rates and latencies by route, queue depths and job outcomes by
 * state, payments by status (captured ones are the activations), webhook signature failures. One registry per
 * app, so several apps in one process (tests) do not share counters.
 */
export default fp(
  async function metrics(app) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'guidepass_api_' });
    const requests = new Histogram({
      name: 'guidepass_http_request_duration_seconds',
      help: 'HTTP request latency by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const webhookSignatureFailures = new Counter({
      name: 'guidepass_webhook_signature_failures_total',
      help: 'Webhook deliveries refused for their signature',
      labelNames: ['provider'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'guidepass_queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, completed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        for (const [queue, counts] of Object.entries(await app.queues.counts().catch(() => ({})))) {
          for (const [state, count] of Object.entries(counts)) this.set({ queue, state }, count);
        }
      },
    });
    new Gauge({
      name: 'guidepass_payments',
      help: 'Payments by provider and status; captured ones are activations',
      labelNames: ['provider', 'status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await sql<{ provider: string; status: string; n: number }>`select provider, status, count(*)::int as n from payments group by 1, 2`
          .execute(app.db)
          .catch(() => ({ rows: [] }));
        for (const row of rows.rows) this.set({ provider: row.provider, status: row.status }, row.n);
      },
    });

    app.decorate('metrics', { webhookSignatureFailures });
    // One labelled child per route, method and status, looked up without building a label string per request.
    const children = new Map<string, Map<string, Map<number, Histogram.Internal<'method' | 'route' | 'status'>>>>();
    function childFor(route: string, method: string, status: number) {
      let byMethod = children.get(route);
      if (!byMethod) children.set(route, (byMethod = new Map()));
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map()));
      let child = byStatus.get(status);
      if (!child) byStatus.set(status, (child = requests.labels(method, route, String(status))));
      return child;
    }
    app.addHook('onResponse', (request, reply, done) => {
      childFor(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
      done();
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metricsToken)) throw new NotAdmin();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db', 'queues'] },
);
