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

/**
 * An open-loop load: request i leaves at start + i / perSecond whatever the earlier ones are doing (unlike
 * autocannon's closed loop, a slow server does not slow the arrivals), `count` requests in all.
 */
export async function sendPaced(
  options: { perSecond: number; count: number },
  send: (index: number) => Promise<number>,
): Promise<{ figures: PacedFigures; answers: PacedAnswer[] }> {
  const started = performance.now();
  const one = async (index: number): Promise<PacedAnswer> => {
    const due = started + (index * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    const status = await send(index).catch(() => 0);
    return { status, ms: performance.now() - sentAt };
  };
  const answers = await Promise.all(Array.from({ length: options.count }, (_, index) => one(index)));
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
