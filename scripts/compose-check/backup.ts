// The README's backup procedure for the compose stack, as written there: pg_dump in the postgres container, a fresh
// volume (down -v), only postgres up, pg_restore, then the whole stack; members sign in as before.
import type { ComposeStack } from './compose.ts';
import { waitFor } from './journey.ts';

/** Over TCP: a fresh volume's first start answers on its socket while the image still initialises the database. */
async function postgresReady(stack: ComposeStack): Promise<void> {
  const isReady = ['exec', '-T', 'postgres', 'pg_isready', '-h', '127.0.0.1', '-U', 'guidepass', '-d', 'guidepass'];
  await waitFor('postgres accepting connections', async () => (await stack.attempt(isReady)).status === 0, 60_000);
}

/** Dumps, removes every volume, restores into the fresh one; answers the dump's size in bytes. Leaves the stack down but postgres. */
export async function backUpAndRestoreIntoFreshVolume(stack: ComposeStack): Promise<number> {
  const dump = await stack.attempt(['exec', '-T', 'postgres', 'pg_dump', '-U', 'guidepass', '-d', 'guidepass', '-Fc']);
  if (dump.status !== 0 || dump.stdout.length < 1000) throw new Error(`pg_dump exited ${dump.status}: ${dump.output.slice(0, 500)}`);
  await stack.run(['down', '-v'], { timeoutMs: 2 * 60_000 });
  await stack.run(['up', '-d', '--no-build', 'postgres']);
  await postgresReady(stack);
  const restore = await stack.attempt(['exec', '-T', 'postgres', 'pg_restore', '-U', 'guidepass', '-d', 'guidepass', '--no-owner', '--exit-on-error'], { input: dump.stdout });
  if (restore.status !== 0) throw new Error(`pg_restore exited ${restore.status}: ${restore.output.slice(0, 1000)}`);
  return dump.stdout.length;
}
