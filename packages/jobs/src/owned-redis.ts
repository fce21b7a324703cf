import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection for BullMQ's blocking readers (Worker, QueueEvents) that can always be closed. BullMQ copies the
 * connection it is given (`duplicate()`) for each blocking reader and closes the copies itself, but that close can
 * wait forever once Redis has gone away at the wrong moment (ioredis never reports a copy dropped while reconnecting
 * as ended), so callers give up on it after a deadline. A copy its close never reached keeps retrying, and its timers
 * keep the process alive. Here every copy is remembered, and `closeAll()` drops them all.
 */
export class OwnedRedis extends Redis {
  private readonly copies = new Set<Redis>();
  private closed = false;

  override duplicate<Override extends Partial<RedisOptions> | undefined = undefined>(override?: Override) {
    const copy = super.duplicate(override);
    this.copies.add(copy);
    copy.once('end', () => this.copies.delete(copy));
    if (this.closed) copy.disconnect();
    return copy;
  }

  /** Drops this connection and every copy made of it, at once (a dropped connection is not retried). */
  closeAll(): void {
    this.closed = true;
    for (const connection of [this, ...this.copies]) connection.disconnect();
  }
}
