// npm run test:compose: the compose stack as an administrator runs it, in a real engine (a Docker engine that answers,
// else the one ../shared/tools/container-engine.sh starts). Builds the image, checks it runs no TypeScript loader and
// fails fast in production, starts the previous release's schema, then `up --profile sandbox --env-file .env.sandbox`
// on spare host ports and a member's journey through HTTP only, with restarts, down/up, the README's pg_dump/pg_restore
// into a fresh volume, two workers and, always at the end, `down -v`. Exits 1 on the first broken step.
// Options: --env-file <file> (default .env.sandbox).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../harness/ports.ts';
import { backUpAndRestoreIntoFreshVolume } from './compose-check/backup.ts';
import { composeStack, type ComposeStack } from './compose-check/compose.ts';
import { dockerHost, repoRoot } from './compose-check/engine.ts';
import { checkFailFast, checkImage } from './compose-check/image-checks.ts';
import { apiReady, cardPaymentProvider, expectActive, expectGuide, journey, payOnHostedPage, signIn, signUpAndVerify, startCardPayment, type Journey } from './compose-check/journey.ts';
import { checkTwoWorkers } from './compose-check/two-workers.ts';
import { previousRelease, startPreviousRelease } from './compose-check/upgrade.ts';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[compose ${elapsed()}] ${line}`);
const image = 'guidepass:latest';

const envFileArg = process.argv.indexOf('--env-file');
const envFile = path.resolve(envFileArg > 0 ? process.argv[envFileArg + 1]! : path.join(repoRoot, '.env.sandbox'));

async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const at = Date.now();
  const result = await work();
  say(`ok  ${name} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  return result;
}

async function upAndReady(stack: ComposeStack, j: Journey, extra: string[] = []): Promise<void> {
  await stack.run(['up', '-d', '--no-build', ...extra], { timeoutMs: 4 * 60_000 });
  await apiReady(j);
}

async function main(stack: ComposeStack, host: string, j: Journey): Promise<void> {
  await step(`docker-compose build (the Dockerfile, tagged ${image})`, () => stack.run(['build', 'api'], { timeoutMs: 15 * 60_000 }));
  await step('the image runs JavaScript: no tsx in its command or its node_modules', () => checkImage(host, image, say));
  await step('docker run of the api with NODE_ENV=production and no SMTP_URL exits 1 within 10 s naming SMTP_URL', () => checkFailFast(host, image, say));

  const rev = previousRelease();
  const previous = await step(`the previous release's schema (migrations of ${rev}) and a member made under it`, () => startPreviousRelease(stack, rev, say));

  await step('up --profile sandbox: migrate brings the schema forward, api ready', () => upAndReady(stack, j));
  await step(`migrate applied today's migrations over the previous release's ${previous.migrations}, the member is intact`, async () => {
    const [count] = await stack.sql('select count(*) from kysely_migration');
    if (!(Number(count) > previous.migrations)) throw new Error(`kysely_migration has ${count} rows, the previous release had ${previous.migrations}`);
    await expectActive(j, await signIn(j, previous.email));
  });

  const email = `compose-${randomBytes(4).toString('hex')}@example.com`;
  const member = await step('sign up and verify with the code from the sandbox inbox', () => signUpAndVerify(j, email));
  const checkout = await step(`start a ${cardPaymentProvider} card payment`, () => startCardPayment(j, member));
  await step('restart api and worker mid-payment', async () => {
    await stack.run(['restart', 'api', 'worker'], { timeoutMs: 2 * 60_000 });
    await apiReady(j);
  });
  await step(`pay on ${cardPaymentProvider}'s hosted page and come back: the payment is confirmed`, () => payOnHostedPage(j, member, checkout));
  await step('the membership is active and the guide answers', async () => {
    await expectActive(j, member);
    await expectGuide(j, member);
  });

  await step('down and up again (volumes kept): the member is still active', async () => {
    await stack.run(['down'], { timeoutMs: 2 * 60_000 });
    await upAndReady(stack, j);
    const again = await signIn(j, email);
    await expectActive(j, again);
    await expectGuide(j, again);
  });

  await step("the README's backup: pg_dump, down -v, pg_restore into the fresh volume: the member signs in, still active", async () => {
    const bytes = await backUpAndRestoreIntoFreshVolume(stack);
    await upAndReady(stack, j);
    await expectActive(j, await signIn(j, email));
    say(`restored a ${(bytes / 1024).toFixed(0)} KiB pg_dump into a fresh volume`);
  });

  await step('--scale worker=2: two workers, each job once', () => checkTwoWorkers(stack, j, say));
}

const host = dockerHost(say);
const [apiPort, sandboxPort] = [await freePort(), await freePort()];
const project = `guidepasscheck${randomBytes(3).toString('hex')}`;
const stack = composeStack({ project, envFile, env: { DOCKER_HOST: host, API_PORT: String(apiPort), SANDBOX_PORT: String(sandboxPort) }, say });
say(`project ${project}, env file ${path.relative(repoRoot, envFile) || envFile}, api on ${apiPort}, sandbox on ${sandboxPort}, DOCKER_HOST=${host}`);
const j = journey(`http://localhost:${apiPort}`, `http://localhost:${sandboxPort}`);

let failure: unknown;
try {
  await main(stack, host, j);
} catch (error) {
  failure = error;
  console.error(`\n[compose ${elapsed()}] FAILED: ${(error as Error).message}`);
  const logs = await stack.attempt(['logs', '--no-color', '--tail', '30']);
  console.error(logs.output.trim());
} finally {
  const down = await stack.attempt(['down', '-v', '--remove-orphans'], { timeoutMs: 3 * 60_000 });
  say(down.status === 0 ? 'down -v: containers, network and volumes removed' : `down -v exited ${down.status}: ${down.output}`);
}
say(failure ? `compose check FAILED in ${elapsed()}` : `compose check passed in ${elapsed()}`);
process.exit(failure ? 1 : 0);
