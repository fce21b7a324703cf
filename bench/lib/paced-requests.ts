import { percentile } from './stats.ts';

/** One request of a paced run: its HTTP status (0 when it failed to get an answer) and how long it took. */
export interface PacedAnswer {
  status: number;
  ms: number;
}

export interface PacedFigures {
  sent: number;
  /** answers per HTTP status; 0 for a request that got no answer (connection error, time-out) */
  statuses: Record<number, number>;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** from the first send to the last answer */
  seconds: number;
  /** answers per second over `seconds` */
  answeredPerSecond: number;
}

/** What an open-loop run did: each call's answer, in order, and when each left (ms after the run's start). */
export interface PacedRun<T> {
  results: T[];
  leftAtMs: number[];
  /** the rate the calls really left at: (count − 1) intervals over the time from the first to the last; null under 2 */
  achievedPerSecond: number | null;
}

/**
 * Open loop: call i leaves at start + i / perSecond whatever the earlier ones are doing (unlike autocannon's closed
 * loop, a slow server does not slow the arrivals), `count` calls in all. A late timer (a busy event loop) shows in
 * `leftAtMs` and the achieved rate.
 */
export async function atPace<T>(options: { perSecond: number; count: number }, work: (index: number) => Promise<T>): Promise<PacedRun<T>> {
  const started = performance.now();
  const leftAtMs: number[] = new Array(options.count);
  const one = async (index: number): Promise<T> => {
    const wait = started + (index * 1000) / options.perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    leftAtMs[index] = performance.now() - started;
    return work(index);
  };
  const results = await Promise.all(Array.from({ length: options.count }, (_, index) => one(index)));
  const span = options.count > 1 ? leftAtMs[options.count - 1]! - leftAtMs[0]! : 0;
  return { results, leftAtMs, achievedPerSecond: span > 0 ? ((options.count - 1) * 1000) / span : null };
}

/** An open-loop load of requests (see atPace), each answering its HTTP status, summed up per status and latency. */
export async function sendPaced(
  options: { perSecond: number; count: number },
  send: (index: number) => Promise<number>,
): Promise<{ figures: PacedFigures; answers: PacedAnswer[] }> {
  const started = performance.now();
  const { results: answers } = await atPace(options, async (index): Promise<PacedAnswer> => {
    const sentAt = performance.now();
    const status = await send(index).catch(() => 0);
    return { status, ms: performance.now() - sentAt };
  });
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const latencies = answers.map((a) => a.ms);
  return {
    figures: {
      sent: answers.length,
      statuses,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
      seconds,
      answeredPerSecond: answers.filter((a) => a.status !== 0).length / seconds,
    },
    answers,
  };
}

/** A POST of a JSON body answering only its status (the body is read and dropped, so the connection is reused). */
export async function postStatus(url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.status;
}
