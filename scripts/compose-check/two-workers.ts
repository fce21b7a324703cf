// `--scale worker=2`: two worker containers share the queues, and each job runs once: every member gets exactly one
// verification mail and one receipt, and each payment is credited once.
import { randomBytes } from 'node:crypto';
import type { ComposeStack } from './compose.ts';
import { expectActive, inbox, payOnHostedPage, signUpAndVerify, startCardPayment, waitFor, type Journey } from './journey.ts';

const members = 4;

export async function checkTwoWorkers(stack: ComposeStack, j: Journey, say: (line: string) => void): Promise<void> {
  await stack.run(['up', '-d', '--no-build', '--no-recreate', '--scale', 'worker=2'], { timeoutMs: 3 * 60_000 });
  const workers = (await stack.run(['ps', '-q', 'worker'])).split('\n').filter(Boolean);
  if (workers.length !== 2) throw new Error(`expected 2 worker containers, found ${workers.length}`);

  const emails = Array.from({ length: members }, () => `scaled-${randomBytes(4).toString('hex')}@example.com`);
  await Promise.all(
    emails.map(async (email) => {
      const member = await signUpAndVerify(j, email);
      await payOnHostedPage(j, member, await startCardPayment(j, member));
      await expectActive(j, member);
    }),
  );
  // Late duplicates would arrive within a few seconds of the first copy.
  await waitFor('every receipt', async () => (await Promise.all(emails.map((email) => inbox(j, email)))).every((mails) => mails.some((m) => /receipt/i.test(m.subject))));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const email of emails) {
    const mails = await inbox(j, email);
    const verify = mails.filter((m) => /verify/i.test(m.subject)).length;
    const receipts = mails.filter((m) => /receipt/i.test(m.subject)).length;
    if (verify !== 1 || receipts !== 1) throw new Error(`${email}: ${verify} verification mails and ${receipts} receipts, want 1 of each`);
  }
  const credited = await stack.sql(
    `select u.email, count(p.id) from users u join payments p on p.user_id = u.id and p.status = 'captured' where u.email in (${emails.map((e) => `'${e}'`).join(', ')}) group by u.email`,
  );
  if (credited.length !== members || credited.some((row) => !row.endsWith('\t1'))) throw new Error(`captured payments per member: ${credited.join('; ')}`);
  say(`2 workers; ${members} members paid at once: one verification mail, one receipt and one captured payment each`);
}
