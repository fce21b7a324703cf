import autocannon from 'autocannon';

export interface LoadSettings {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** responses that were not 2xx, plus connection errors and time-outs */
  failures: number;
  seconds: number;
}

/** One autocannon run (in this process) against a server in another; figures for the whole run. */
export async function runLoad(settings: LoadSettings): Promise<LoadFigures> {
  const result = await autocannon({
    url: settings.url,
    method: settings.method ?? 'GET',
    headers: {
      ...settings.headers,
      ...(settings.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(settings.body === undefined ? {} : { body: JSON.stringify(settings.body) }),
    connections: settings.connections,
    duration: settings.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
  };
}

/** A warm-up run whose figures are thrown away, then the measured run. */
export async function warmThenMeasure(settings: LoadSettings, warmupSeconds: number): Promise<LoadFigures> {
  await runLoad({ ...settings, seconds: warmupSeconds });
  return runLoad(settings);
}

/** Failing responses make a throughput figure meaningless; say so rather than print a fast error page's speed. */
export function assertMostlyOk(what: string, figures: LoadFigures, allowedShare = 0.01): void {
  if (figures.requests === 0 || figures.failures / figures.requests > allowedShare) {
    throw new Error(`${what}: ${figures.failures} of ${figures.requests} requests failed (non-2xx, errors or time-outs)`);
  }
}
