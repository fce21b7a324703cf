/**
 * Bytes over the wire during a first visit, from CDP's Network events of the page and of its service worker: each
 * chunk as it arrives (`dataReceived`), and at the end what the request transferred beyond its chunks (headers),
 * all as transferred, before decompression; with when each arrived, so the count can be cut at a moment the page
 * marked (epoch ms, the same clock as Date.now()).
 */
export class TransferCounter {
  private readonly inflight = new Map<string, number>();
  private finished: { at: number; bytes: number }[] = [];
  private lastActivityAt = Date.now();
  /** epoch ms minus CDP's monotonic ms, from a request's wallTime beside its timestamp */
  private clockOffsetMs: number | null = null;

  /** When an event happened (epoch ms): from its own timestamp, since events can reach us later than they happened. */
  private when(params: any): number {
    if (typeof params.timestamp !== 'number' || this.clockOffsetMs === null) return Date.now();
    return params.timestamp * 1000 + this.clockOffsetMs;
  }

  /** A CDP event from `where` (the page or a worker: request ids are per target). */
  onEvent(where: string, method: string | undefined, params: any): void {
    if (!method?.startsWith('Network.') || typeof params?.requestId !== 'string') return;
    const key = `${where}:${params.requestId}`;
    const counted = this.inflight.get(key);
    if (method === 'Network.requestWillBeSent' && typeof params.wallTime === 'number' && typeof params.timestamp === 'number') {
      this.clockOffsetMs = params.wallTime * 1000 - params.timestamp * 1000;
    }
    if (method === 'Network.requestWillBeSent') this.inflight.set(key, counted ?? 0);
    else if (method === 'Network.dataReceived' && counted !== undefined) {
      const bytes = Number(params.encodedDataLength) || 0;
      this.inflight.set(key, counted + bytes);
      this.finished.push({ at: this.when(params), bytes });
    } else if (method === 'Network.loadingFinished' && counted !== undefined) {
      this.inflight.delete(key);
      this.finished.push({ at: this.when(params), bytes: Math.max(0, (Number(params.encodedDataLength) || 0) - counted) });
    } else if (method === 'Network.loadingFailed') this.inflight.delete(key);
    else return;
    this.lastActivityAt = Date.now();
  }

  /** Forgets everything counted so far (a new visit begins). */
  reset(): void {
    this.inflight.clear();
    this.finished = [];
    this.lastActivityAt = Date.now();
  }

  /** Bytes arrived by `at` (epoch ms); all of them without it. */
  bytes(at = Infinity): number {
    return this.finished.filter((request) => request.at <= at).reduce((sum, request) => sum + request.bytes, 0);
  }

  /** Resolves once no request has been under way for `quietMs` (or after `timeoutMs`); true if it went quiet. */
  async quiet(quietMs: number, timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.inflight.size === 0 && Date.now() - this.lastActivityAt >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }
}
