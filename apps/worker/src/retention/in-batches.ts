/**
 * Runs a bounded step (one statement acting on at most `batchSize` rows) until a step acts on fewer, so a sweep never
 * holds locks on more than one batch at a time. Answers the total.
 */
export async function inBatches(batchSize: number, step: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await step(batchSize);
    total += count;
    if (count < batchSize) return total;
  }
}
