import t from 'tap';
import { createHashPool } from '../../../src/lib/auth/hash-pool.ts';
import { ServerBusy } from '../../../src/errors.ts';

/** A task the test finishes by hand, so the pool's state can be read between steps. */
function heldTask() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish,
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

t.test('runs at most N at once, queues up to the limit, refuses the rest at once, then serves the queue in order', async (t) => {
  const pool = createHashPool({ concurrency: 2, queueLimit: 2 });
  const tasks = Array.from({ length: 4 }, heldTask);
  const runs = tasks.map((task) => pool.run(task.run));
  await tick();
  t.same(tasks.map((task) => task.started), [true, true, false, false]);
  t.match(pool.stats(), { running: 2, queued: 2 });

  await t.rejects(pool.run(async () => 'never'), ServerBusy, 'a fifth is refused');
  t.equal(pool.stats().refused, 1);

  tasks[0]!.finish();
  await tick();
  t.same(tasks.map((task) => task.started), [true, true, true, false], 'the first queued takes the freed slot');
  t.match(pool.stats(), { running: 2, queued: 1 });

  for (const task of tasks) task.finish();
  t.same(await Promise.all(runs), ['done', 'done', 'done', 'done']);
  t.match(pool.stats(), { running: 0, queued: 0, peakRunning: 2, peakQueued: 2, completed: 4, refused: 1 });
});

t.test('a failing task frees its slot for the next', async (t) => {
  const pool = createHashPool({ concurrency: 1, queueLimit: 1 });
  const failing = pool.run(async () => {
    throw new Error('bad hash');
  });
  const next = pool.run(async () => 'next');
  await t.rejects(failing, { message: 'bad hash' });
  t.equal(await next, 'next');
  t.match(pool.stats(), { running: 0, queued: 0, completed: 2, refused: 0 });
});

t.test('a queue limit of 0 refuses whenever every slot is taken', async (t) => {
  const pool = createHashPool({ concurrency: 1, queueLimit: 0 });
  const held = heldTask();
  const running = pool.run(held.run);
  await t.rejects(pool.run(async () => 'x'), ServerBusy);
  held.finish();
  await running;
  t.equal(await pool.run(async () => 'free again'), 'free again');
});
