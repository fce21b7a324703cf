import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { repoRoot } from '../harness/paths.ts';

/** What the compose-file test needs from `config`: did it resolve, which services, the resolved text or the error. */
export interface ComposeResult {
  ok: boolean;
  services: string[];
  text: string;
  error: string;
}

const root = repoRoot;
const file = path.join(root, 'docker-compose.yml');

export const hasDockerCompose = () => spawnSync('docker-compose', ['version', '--short']).status === 0;

/** docker-compose v1 when installed: it validates offline and is what administrators run. */
export function dockerComposeConfig(env: Record<string, string>, profiles: string[] = []): ComposeResult {
  const run = (args: string[]) =>
    spawnSync('docker-compose', ['-f', file, ...profiles.flatMap((p) => ['--profile', p]), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
  const config = run(['config']);
  const services = run(['config', '--services']).stdout.trim().split('\n').filter(Boolean);
  return { ok: config.status === 0, services, text: config.stdout, error: config.stderr };
}

// Compose's variable syntax: $$, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}.
const variable = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g;

function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(variable, (whole, name: string | undefined, colon: string, kind: string, rest: string) => {
    if (whole === '$$') return '$';
    const current = env[name!];
    const missing = current === undefined || (colon === ':' && current === '');
    if (!missing) return current!;
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

function interpolateAll(node: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateAll(value, env)]));
  }
  return node;
}

type Service = { image?: string; build?: unknown; profiles?: string[]; depends_on?: Record<string, { condition?: string }>; volumes?: string[] };
const conditions = ['service_started', 'service_healthy', 'service_completed_successfully'];

function structureErrors(services: Record<string, Service>, volumes: Record<string, unknown>): string[] {
  const errors: string[] = [];
  for (const [name, service] of Object.entries(services)) {
    if (!service.image && !service.build) errors.push(`${name}: neither image nor build`);
    for (const [dependency, rule] of Object.entries(service.depends_on ?? {})) {
      if (!services[dependency]) errors.push(`${name}: depends on unknown service ${dependency}`);
      if (rule?.condition && !conditions.includes(rule.condition)) errors.push(`${name}: bad condition ${rule.condition}`);
    }
    for (const mount of service.volumes ?? []) {
      const source = mount.split(':')[0]!;
      if (!/^[./~]/.test(source) && !(source in volumes)) errors.push(`${name}: undeclared volume ${source}`);
    }
  }
  return errors;
}

/** Without docker-compose: parse the YAML (merge keys on), interpolate like compose and check the structure. */
export function parsedComposeConfig(env: Record<string, string>, profiles: string[] = [], yaml = readFileSync(file, 'utf8')): ComposeResult {
  try {
    const document = parse(yaml, { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
    const resolved = interpolateAll(document, { ...process.env, ...env }) as typeof document;
    const errors = structureErrors(resolved.services, resolved.volumes ?? {});
    if (errors.length > 0) return { ok: false, services: [], text: '', error: errors.join('\n') };
    const services = Object.entries(resolved.services)
      .filter(([, service]) => !service.profiles || service.profiles.some((p) => profiles.includes(p)))
      .map(([name]) => name);
    return { ok: true, services, text: stringify(resolved), error: '' };
  } catch (error) {
    return { ok: false, services: [], text: '', error: (error as Error).message };
  }
}
