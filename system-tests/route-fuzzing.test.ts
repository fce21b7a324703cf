import t from 'tap';
import fc from 'fast-check';
import { sql } from 'kysely';
import { errorStatus } from '@guidepass/domain/errors';
import { startSystem, type System } from './helper.ts';
import { goodChain, goodPem, startCertificateServer, type CertificateAnswer } from './paypal-certificate-server.ts';

/**
 * Every route in the OpenAPI document the app builds from its schemas, fuzzed with fast-check: bodies, path
 * parameters and queries both valid-shaped (drawn from the schema) and malformed (wrong types, extra fields, huge
 * and exotic strings, nulls, arrays, broken JSON, wrong content types, bodies over the limit), anonymous, with a
 * verified member's token, an administrator's, or a garbage one. No answer may be a 5xx; every JSON error is
 * {error: {code, message, reason?}}; a refused (4xx) request changes no row count.
 */

// 10 runs per route in `npm test`; `npm run test:faults` runs this file again with 30 (FAULT_FUZZ_RUNS).
const runsPerRoute = Number(process.env.FAULT_FUZZ_RUNS ?? 10);
const errorCodes = Object.keys(errorStatus);
const tables = ['users', 'payments', 'webhook_events', 'sessions', 'email_tokens', 'salespersons'] as const;
const bodyLimit = 64 * 1024;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
};

interface Operation {
  method: string;
  path: string;
  body?: Schema;
  params: Array<{ in: string; name: string; schema: Schema; required?: boolean }>;
}

// Strings people and attackers send: unicode of every kind (lone surrogates too), control characters, markup.
const exoticString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '𝔤𝔲𝔦𝔡𝔢', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00', '${7*7}', '\u202e', 'null', '0', '-1', '1e309'),
);
const hugeString = fc.integer({ min: 2_000, max: 80_000 }).map((n) => 'x'.repeat(n));
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }));
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));

/** A value the schema accepts (names with known meaning get plausible values too, to reach deeper code). */
function fromSchema(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => fromSchema(s, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) record[key] = fromSchema(sub, key);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = schema.maxLength ?? 64;
      const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
      const plain = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)).filter(fits) : fc.string({ minLength, maxLength: Math.min(maxLength, 80) });
      const named: Record<string, fc.Arbitrary<string>> = {
        email: fc.emailAddress().filter(fits),
        password: fc.constantFrom('secret123', 'hunter22', 'x'),
        confirmPassword: fc.constantFrom('secret123', 'hunter22', 'x'),
        selectedTierId: fc.constantFrom('local', 'sadc', 'global', 'platinum'),
        month: fc.constantFrom('2026-01', '2026-12', '1999-02'),
      };
      return named[name] ? fc.oneof(named[name]!, plain) : plain;
    }
    default:
      return anyJson;
  }
}

/** A value of the right overall shape with one thing wrong, or nothing like the schema at all. */
function malformed(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const valid = schema ? fromSchema(schema) : fc.constant({});
  const objectish = valid.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));
  const mutateOne = (replacement: fc.Arbitrary<unknown>) =>
    fc.tuple(objectish, fc.nat(), replacement).map(([value, index, next]) => {
      const keys = Object.keys(value);
      if (keys.length === 0) return { unexpected: next };
      return { ...value, [keys[index % keys.length]!]: next };
    });
  return fc.oneof(
    anyJson,
    mutateOne(wrongType),
    mutateOne(exoticString),
    mutateOne(hugeString),
    fc.tuple(objectish, fc.string({ minLength: 1, maxLength: 12 }), anyJson).map(([value, key, extra]) => ({ ...value, [`x_${key}`]: extra })),
    fc.tuple(objectish, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([value, key]) => JSON.parse(JSON.stringify(value).replace(/^\{/, `{"${key}":{"polluted":true},`).replace(/,}$/, '}'))),
  );
}

/** A raw body: JSON text of a value, broken JSON, the wrong content type, or more than the limit. */
const rawBody = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: value.map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => ({ type: 'application/json', payload: `{${s}` })) },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x').map((type) => ({ type, payload: 'a=1&b=2' })) },
    { weight: 1, arbitrary: fc.constant({ type: 'application/json', payload: JSON.stringify({ pad: 'y'.repeat(bodyLimit + 10) }) }) },
  );

/** Sent as they are, not encoded: broken percent-encodings. */
const rawPathValues = ['%zz', '%E0%A4%A', '%', '%u0041', '%C0%AE%C0%AE'];

const pathValue = (schema: Schema) =>
  fc.oneof(
    fromSchema(schema).map(String),
    fc.constantFrom(...rawPathValues),
    exoticString,
    fc.constantFrom('..%2F..%2Fadmin', '%E0%A4%A', 'a/b/c', '00000000-0000-0000-0000-000000000000', '1 OR 1=1'),
    fc.integer({ min: 300, max: 3000 }).map((n) => 'p'.repeat(n)),
  );

const encodePath = (value: string) => {
  if (rawPathValues.includes(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    // a lone surrogate cannot be encoded; send its raw escape instead
    return '%ED%A0%80';
  }
};

function requestFor(operation: Operation, tokens: Record<'member' | 'admin', string>) {
  const pathParams = operation.params.filter((p) => p.in === 'path');
  const queryParams = operation.params.filter((p) => p.in === 'query' && p.name !== 'type' && p.name !== 'additionalProperties');
  const shape = fc.constantFrom('valid', 'malformed');
  return fc
    .record({
      shape,
      auth: fc.constantFrom('none', 'member', 'admin', 'garbage'),
      path: fc.tuple(...pathParams.map((p) => pathValue(p.schema)), fc.constant('')),
      query: fc.oneof(
        fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fromSchema(p.schema, p.name).map(String)])), { requiredKeys: [] }),
        fc.dictionary(fc.oneof(fc.constantFrom(...queryParams.map((p) => p.name), 'code', 'state', 'error', '__proto__'), fc.string({ maxLength: 8 })), fc.oneof(exoticString, hugeString.map((s) => s.slice(0, 3000))), { maxKeys: 3 }),
      ),
      valid: operation.body ? fromSchema(operation.body) : fc.constant(undefined),
      broken: malformed(operation.body),
      raw: rawBody(malformed(operation.body)),
      useRaw: fc.boolean(),
      sendBody: fc.boolean(),
    })
    .map((r) => {
      let path = operation.path;
      pathParams.forEach((p, i) => {
        const value = String(r.path[i]);
        path = path.replace(`{${p.name}}`, p.name === '*' ? value.split('/').map(encodePath).join('/') : encodePath(value));
      });
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(r.query)) query.append(key, String(value));
      const url = `${path.replace('//', '/')}${query.size ? `?${query}` : ''}`;
      const headers: Record<string, string> = {};
      if (r.auth !== 'none') headers.authorization = `Bearer ${r.auth === 'garbage' ? 'eyJhbGciOiJIUzI1NiJ9.e30.AAAA' : tokens[r.auth]}`;
      let payload: string | undefined;
      const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
      if (hasBody && (operation.body || r.sendBody)) {
        if (r.shape === 'valid' && operation.body) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(r.valid);
        } else if (r.useRaw) {
          headers['content-type'] = r.raw.type;
          payload = r.raw.payload;
        } else {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(r.broken) ?? 'null';
        }
      }
      return { method: operation.method, url, headers, payload, shape: r.shape, auth: r.auth };
    });
}

/** Exactly {error: {code, message, reason?}} with a code from the closed list. */
function errorShapeOk(body: any): boolean {
  const error = body?.error;
  return Boolean(
    body && Object.keys(body).length === 1 && error && typeof error.code === 'string' && errorCodes.includes(error.code) && typeof error.message === 'string' &&
      error.message.length > 0 && (error.reason === undefined || typeof error.reason === 'string') && Object.keys(error).every((k) => ['code', 'message', 'reason'].includes(k)),
  );
}

/** The routes whose success opens a PayPal subscription (which PayPal announces by webhook). */
const subscriptionStarts = new Set(['/api/subscriptions/paypal', '/api/membership/auto-renew']);

/** Waits (up to 5 s) until webhook_events holds more rows than in `before` (a rowCounts answer). */
async function webhookStored(system: System, before: string): Promise<void> {
  const stored = (counts: string) => (JSON.parse(counts) as Record<string, number>).webhook_events ?? 0;
  const deadline = Date.now() + 5_000;
  while (stored(await rowCounts(system)) <= stored(before)) {
    if (Date.now() > deadline) throw new Error('PayPal never announced the new subscription');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function rowCounts(system: System): Promise<string> {
  const { rows } = await sql<Record<string, number>>`select ${sql.join(
    tables.map((table) => sql`(select count(*)::int from ${sql.table(table)}) as ${sql.ref(table)}`),
  )}`.execute(system.db);
  return JSON.stringify(rows[0]);
}

t.test(`every route fuzzed from its schema (${runsPerRoute} runs each): no 5xx, errors in the error shape, refusals write nothing`, async (t) => {
  const started = Date.now();
  const system = await startSystem(t, { workers: false, env: { ADMIN_EMAILS: 'fuzz-admin@example.com' } });
  const member = await system.member();
  const admin = await system.member('fuzz-admin@example.com');
  // Their sign-ins look older than 5 minutes, so a fuzzed DELETE /api/me is refused (requires-recent-login)
  // instead of deleting the account the other runs use.
  await system.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 10 * 60 * 1000) } as never).execute();

  const document = system.app.swagger() as { paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content?: Record<string, { schema: Schema }> } }>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), path, params: spec.parameters ?? [], body: spec.requestBody?.content?.['application/json']?.schema });
    }
  }
  t.ok(operations.length >= 25, `${operations.length} operations in the OpenAPI document`);

  const tally = { requests: 0, byStatus: {} as Record<string, number>, rejected: 0, html: 0 };
  let counts = await rowCounts(system);
  for (const operation of operations) {
    const label = `${operation.method} ${operation.path}`;
    let problem: string | null = null;
    await fc.assert(
      fc.asyncProperty(requestFor(operation, { member: member.token, admin: admin.token }), async (request) => {
        const response = await system.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
        tally.requests++;
        const bucket = `${Math.floor(response.statusCode / 100)}xx`;
        tally.byStatus[bucket] = (tally.byStatus[bucket] ?? 0) + 1;
        // PayPal announces a new subscription with a webhook of its own, a moment later: let it land before counting.
        if (response.statusCode < 300 && subscriptionStarts.has(operation.path)) await webhookStored(system, counts);
        const after = await rowCounts(system);
        const before = counts;
        counts = after;
        const describe = () => `${request.method} ${request.url.slice(0, 200)} (${request.shape}, auth ${request.auth}, body ${request.payload?.slice(0, 120)}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) problem = `5xx: ${describe()}`;
        else if (response.statusCode >= 400) {
          tally.rejected++;
          const type = String(response.headers['content-type'] ?? '');
          if (type.startsWith('text/html') && operation.path.startsWith('/guide')) tally.html++;
          else if (request.method === 'HEAD') {
            // no body to check
          } else {
            let body: any;
            try {
              body = response.json();
            } catch {
              body = undefined;
            }
            if (!errorShapeOk(body)) problem = `error shape: ${describe()}`;
          }
          if (after !== before) problem = `a refused request wrote rows (${before} → ${after}): ${describe()}`;
        }
        if (problem) throw new Error(problem);
      }),
      { numRuns: runsPerRoute, endOnFailure: true },
    ).catch((error) => {
      t.fail(`${label}: ${problem ?? (error as Error).message}`);
    });
    if (!problem) t.pass(`${label}: ${runsPerRoute} fuzzed requests`);
  }
  const line = `route fuzzing: ${tally.requests} requests over ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; by status ${JSON.stringify(tally.byStatus)}; ${tally.rejected} refused (${tally.html} of them the guide's HTML page)`;
  console.log(line);
  t.comment(line);
});

/** Nested 20 000 deep: arrays, objects, and inside an otherwise plausible field (all under the 64 KiB body limit). */
const deepBodies = {
  arrays: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  objects: `${'{"a":'.repeat(12_000)}1${'}'.repeat(12_000)}`,
  'in a field': `{"email":"a@b.co","password":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  'just over the limit': `{"email":"a@b.co","password":${'['.repeat(32)}${']'.repeat(32)}}`,
};

t.test('20 000-deep JSON on every JSON route and both webhooks: a 4xx in the error shape, never a 5xx, nothing written', async (t) => {
  const system = await startSystem(t, { workers: false, env: { ADMIN_EMAILS: 'deep-admin@example.com' } });
  const member = await system.member();
  const admin = await system.member('deep-admin@example.com');
  const document = system.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const targets = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).filter((m) => !['get', 'head', 'options'].includes(m)).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
  );
  targets.push({ method: 'POST', path: '/webhooks/paypal' }, { method: 'POST', path: '/webhooks/yoco' });
  t.ok(targets.length >= 15, `${targets.length} routes that take a body`);
  const counts = await rowCounts(system);
  const statuses: Record<string, number> = {};
  for (const { method, path } of targets) {
    for (const [kind, payload] of Object.entries(deepBodies)) {
      for (const token of [undefined, member.token, admin.token]) {
        const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
        const response = await system.app.inject({ method: method as 'POST', url: path, headers, payload });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const label = `${method} ${path} (${kind}, ${token ? 'signed in' : 'anonymous'}) → ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (response.statusCode < 400 || response.statusCode >= 500) t.fail(label);
        else if (!errorShapeOk(response.json())) t.fail(`error shape: ${label}`);
      }
    }
  }
  // Where nothing stands before the body (sign-up, login, the webhooks), the depth itself is the reason.
  for (const path of ['/auth/login', '/auth/signup', '/webhooks/paypal', '/webhooks/yoco']) {
    const response = await system.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: deepBodies['in a field'] });
    t.match(response.json(), { error: { reason: 'json-too-deep' } }, path);
  }
  t.equal(await rowCounts(system), counts, 'no rows written');
  t.comment(`deep JSON: ${JSON.stringify(statuses)}`);
});

t.test('PayPal webhooks whose certificate URL serves garbage, a huge body or a redirect: 400, nothing stored', async (t) => {
  const certificates = await startCertificateServer();
  t.teardown(certificates.close);
  const system = await startSystem(t, { workers: false, env: { PAYPAL_CERT_HOSTS: certificates.host, PAYPAL_CERT_TRUSTED_ROOTS: certificates.rootPem } });
  const webhookId = system.config.paypal!.webhookId!;
  const pemBody = goodPem.split('\n').slice(1, -2).join('');
  const answer: fc.Arbitrary<CertificateAnswer> = fc.oneof(
    fc.string({ maxLength: 200 }).map((body) => ({ body })),
    fc.uint8Array({ maxLength: 600 }).map((bytes) => ({ body: `-----BEGIN CERTIFICATE-----\n${Buffer.from(bytes).toString('base64')}\n-----END CERTIFICATE-----\n` })),
    fc.nat({ max: pemBody.length - 1 }).map((cut) => ({ body: `-----BEGIN CERTIFICATE-----\n${pemBody.slice(0, cut)}\n-----END CERTIFICATE-----\n` })),
    fc.integer({ min: 17 * 1024, max: 3 * 1024 * 1024 }).map((size) => ({ body: `${goodChain}${'A'.repeat(size)}` })),
    // the signing certificate without the intermediate it needs to reach the root
    fc.constant<CertificateAnswer>({ body: goodPem }),
    fc.constantFrom<CertificateAnswer>({ redirect: 'http://169.254.169.254/latest/meta-data/' }, { redirect: 'https://evil.example/cert' }),
    fc.constant(null).map(() => ({ redirect: certificates.serve({ body: goodChain }) })),
  );
  const before = await rowCounts(system);
  const statuses: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(answer, async (served) => {
      const payload = JSON.stringify({ id: `WH-${Math.random()}`, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } });
      const headers = certificates.signedHeaders(certificates.serve(served), webhookId, payload);
      const response = await system.app.inject({ method: 'POST', url: '/webhooks/paypal', headers, payload });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode !== 400 || response.json().error?.reason !== 'invalid-signature') throw new Error(`${JSON.stringify(served).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    }),
    { numRuns: runsPerRoute },
  );
  t.equal(await rowCounts(system), before, 'nothing stored');
  // The same signed delivery with the genuine certificate is accepted: the refusals above were the certificate's.
  const payload = JSON.stringify({ id: 'WH-GENUINE', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } });
  const genuine = await system.app.inject({ method: 'POST', url: '/webhooks/paypal', headers: certificates.signedHeaders(certificates.serve({ body: goodChain }), webhookId, payload), payload });
  t.equal(genuine.statusCode, 200, genuine.body);
  t.comment(`malformed certificates: ${JSON.stringify(statuses)}`);
});
