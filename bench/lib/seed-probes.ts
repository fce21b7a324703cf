/**
 * Runs `count + warmup` calls over `lanes` concurrent lanes (each lane one call at a time) and answers how long each
 * of the last `count` took, in ms. `call` gets the call's index and its lane.
 */
export async function sampleLatencies(
  options: { count: number; warmup: number; lanes: number },
  call: (index: number, lane: number) => Promise<void>,
): Promise<number[]> {
  const total = options.count + options.warmup;
  const latencies: number[] = [];
  let next = 0;
  const lane = async (laneIndex: number) => {
    while (next < total) {
      const index = next++;
      const started = performance.now();
      await call(index, laneIndex);
      if (index >= options.warmup) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.lanes }, (_, i) => lane(i)));
  return latencies;
}

/** A JSON call that must answer 200: its body and its Set-Cookie headers. */
export async function callOk(
  url: string,
  options: { method?: string; body?: unknown; token?: string; cookie?: string } = {},
): Promise<{ body: any; setCookies: string[] }> {
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${options.method ?? 'GET'} ${new URL(url).pathname}: expected 200, got ${response.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), setCookies: response.headers.getSetCookie() };
}

/** The `name=value` pair of the first Set-Cookie whose name ends with `suffix` (the refresh cookie: gp_refresh). */
export function cookiePair(setCookies: string[], suffix: string): string {
  const pair = setCookies.map((c) => c.split(';')[0]!).find((p) => p.split('=')[0]!.endsWith(suffix));
  if (!pair) throw new Error(`no ${suffix} cookie in the answer`);
  return pair;
}
