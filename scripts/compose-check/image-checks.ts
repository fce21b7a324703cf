// What an administrator sees of the image itself: its command runs JavaScript without a TypeScript loader, and the api
// started for production without SMTP_URL stops at once, naming it.
import { spawnSync } from 'node:child_process';

const docker = (host: string, args: string[], timeout = 60_000) =>
  spawnSync('docker', args, { env: { ...process.env, DOCKER_HOST: host }, encoding: 'utf8', timeout });

export function checkImage(host: string, image: string, say: (line: string) => void): void {
  const inspected = docker(host, ['image', 'inspect', image, '--format', '{{json .Config.Cmd}} {{.Size}}']);
  if (inspected.status !== 0) throw new Error(`docker image inspect ${image}: ${inspected.stderr}`);
  const [command, size] = inspected.stdout.trim().split(' ');
  if (/tsx|\.ts"/.test(command!)) throw new Error(`the image's command still runs TypeScript: ${command}`);
  say(`image ${image}: command ${command}, ${(Number(size) / 1e6).toFixed(0)} MB`);
  const loader = docker(host, ['run', '--rm', image, 'node', '-e', "import('tsx').then(() => console.log('tsx present'), () => console.log('tsx absent'))"]);
  if (loader.stdout.trim() !== 'tsx absent') throw new Error(`tsx in the image's node_modules: ${loader.stdout}${loader.stderr}`);
}

/**
 * `docker run` of the api with NODE_ENV=production and no SMTP_URL (the rest as the compose file gives it): exit 1
 * within 10 s, one line naming SMTP_URL. Detached, then `docker wait`: podman's Docker API reports a foreground
 * `docker run`'s exit code as 0.
 */
export function checkFailFast(host: string, image: string, say: (line: string) => void): void {
  const settings = { NODE_ENV: 'production', JWT_SECRET: 'k7'.repeat(24), APP_URL: 'https://members.example.org', DATABASE_URL: 'postgres://guidepass:pw@postgres:5432/guidepass', REDIS_URL: 'redis://redis:6379' };
  const started = Date.now();
  const run = docker(host, ['run', '-d', ...Object.entries(settings).flatMap(([name, value]) => ['-e', `${name}=${value}`]), image]);
  const id = run.stdout.trim();
  if (run.status !== 0 || !id) throw new Error(`docker run ${image}: ${run.stderr}`);
  try {
    const waited = docker(host, ['wait', id], 30_000);
    const seconds = (Date.now() - started) / 1000;
    const logs = docker(host, ['logs', id]);
    const output = `${logs.stdout}${logs.stderr}`.trim();
    const status = Number(waited.stdout.trim());
    if (status !== 1 || !/SMTP_URL/.test(output) || seconds > 10) {
      throw new Error(`the api without SMTP_URL in production: exit ${waited.stdout.trim() || '(none)'} after ${seconds.toFixed(1)} s (want 1 within 10 s naming SMTP_URL): ${output}`);
    }
    say(`api with NODE_ENV=production and no SMTP_URL: exit 1 after ${seconds.toFixed(1)} s: ${output.split('\n')[0]}`);
  } finally {
    docker(host, ['rm', '-f', id]);
  }
}
