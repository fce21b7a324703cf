/**
 * Bytes over the wire during a first visit, from CDP's Network events of the page and of its service worker
 * (`encodedDataLength` of each finished request: headers and body as transferred, before decompression), with when
 * each finished, so the count can be cut at a moment the page marked (epoch ms, the same clock as Date.now()).
 */
export class TransferCounter {
  private readonly inflight = new Set<string>();
  private finished: { at: number; bytes: number }[] = [];
  private lastActivityAt = Date.now();

  /** A CDP event from `where` (the page or a worker: request ids are per target). */
  onEvent(where: string, method: string | undefined, params: any): void {
    if (!method?.startsWith('Network.') || typeof params?.requestId !== 'string') return;
    const key = `${where}:${params.requestId}`;
    if (method === 'Network.requestWillBeSent') this.inflight.add(key);
    else if (method === 'Network.loadingFinished') {
      if (this.inflight.delete(key)) this.finished.push({ at: Date.now(), bytes: Number(params.encodedDataLength) || 0 });
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

  /** Bytes of the requests finished by `at` (epoch ms); all of them without it. */
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
