import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, where docker-compose.yml and the Dockerfile are. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The shared engine script: CONTAINER_ENGINE_SCRIPT if set, else the `shared` folder beside the clone
 * (../shared/tools/container-engine.sh, as /work/main and /work/shared are laid out), else /work/shared's.
 */
export function engineScript(): string | null {
  const candidates = [process.env.CONTAINER_ENGINE_SCRIPT, path.resolve(repoRoot, '../shared/tools/container-engine.sh'), '/work/shared/tools/container-engine.sh'];
  return candidates.find((file): file is string => Boolean(file) && existsSync(file!)) ?? null;
}

const answers = (env: NodeJS.ProcessEnv) => spawnSync('docker', ['version', '--format', '{{.Server.APIVersion}}'], { env, encoding: 'utf8', timeout: 20_000 }).status === 0;

/**
 * The DOCKER_HOST of an engine that answers: the caller's (DOCKER_HOST or Docker's default socket), else the one
 * the shared engine script starts (it prints `export DOCKER_HOST=…`). Throws when there is neither.
 */
export function dockerHost(say: (line: string) => void): string {
  if (answers(process.env)) return process.env.DOCKER_HOST ?? 'unix:///var/run/docker.sock';
  const script = engineScript();
  if (!script) throw new Error('no Docker engine answers and no container-engine.sh was found (set CONTAINER_ENGINE_SCRIPT)');
  say(`no Docker engine answers: starting one with bash ${script} up`);
  const up = spawnSync('bash', [script, 'up'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 15 * 60_000 });
  const host = /export DOCKER_HOST=(\S+)/.exec(up.stdout ?? '')?.[1];
  if (up.status !== 0 || !host) throw new Error(`${script} up failed (exit ${up.status}): ${up.stdout}`);
  if (!answers({ ...process.env, DOCKER_HOST: host })) throw new Error(`the engine at ${host} does not answer`);
  return host;
}
