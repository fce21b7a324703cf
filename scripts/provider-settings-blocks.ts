// The deployment files' provider settings, written from the providers' own folders (issue 34, "a provider is a
// folder"): docker-compose.yml passes each provider's variables to the app (their names and defaults from its settings
// reader, packages/config/src/providers/<name>/) and the sandbox's webhooks toward the app to the sandbox, and
// .env.sandbox points every provider at its stand-in (its product wiring, apps/sandbox/src/<name>/). A provider added
// to those lists reaches both files through `npm run write:provider-settings`; check:structure fails while they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { providerSettingsList } from '@guidepass/config/providers/provider-settings-list';
import type { StandInPlace } from '@guidepass/sandbox/product-wiring';
import { productWiringsInOrder } from '@guidepass/sandbox/stand-ins';
import { begin, end } from './generated-blocks.ts';

/** A generated run of lines in a hand-written file, between its two marker lines. */
export interface GeneratedBlock {
  file: string;
  name: string;
  /** the marker comment's indentation (YAML keys must line up) */
  indent: string;
  lines: string[];
}

/** The compose network, as docker-compose.yml names it: what .env.sandbox's wirings point at. */
const composePlace: StandInPlace = {
  sandboxUrl: 'http://sandbox:4010',
  publicSandboxUrl: 'http://localhost:${SANDBOX_PORT}',
  sandboxHttpsUrl: 'https://sandbox:4011',
  appUrl: 'http://api:3000',
};


function defaultOf(schema: unknown): string {
  const value = (schema as { default?: unknown }).default;
  return value === undefined ? '' : String(value);
}

/** Every generated block, as it should read. */
export function providerSettingsBlocks(): GeneratedBlock[] {
  const appVariables = providerSettingsList.flatMap((settings) =>
    Object.entries(settings.env).map(([name, schema]) => {
      const productionDefault = (settings.productionDefaults as Record<string, string | undefined> | undefined)?.[name];
      return `${name}: \${${name}:-${productionDefault ?? defaultOf(schema)}}`;
    }),
  );
  const wirings = productWiringsInOrder.map((wiring) => {
    const { product, webhooks } = wiring.settings(composePlace);
    return { product, sandbox: wiring.sandboxProcessEnv(webhooks) };
  });
  const sandboxVariables = wirings.flatMap(({ sandbox }) => Object.keys(sandbox).map((name) => `${name}: \${${name}:-}`));
  const sandboxEnv = wirings.flatMap(({ product, sandbox }) => Object.entries({ ...product, ...sandbox }).map(([name, value]) => `${name}=${value}`));
  return [
    { file: 'docker-compose.yml', name: 'payment providers', indent: '    ', lines: appVariables },
    { file: 'docker-compose.yml', name: 'payment stand-ins', indent: '      ', lines: sandboxVariables },
    { file: '.env.sandbox', name: 'payment providers', indent: '', lines: sandboxEnv },
  ];
}

/** The file's text with the block replaced by what it should read; throws when its markers are missing. */
function withBlock(text: string, block: GeneratedBlock): string {
  const lines = text.split('\n');
  const from = lines.findIndex((line) => line.trim() === begin(block.name));
  const to = lines.findIndex((line, at) => at > from && line.trim() === end(block.name));
  if (from < 0 || to < 0) throw new Error(`${block.file}: no generated block "${block.name}" (its marker lines are missing)`);
  const body = block.lines.map((line) => block.indent + line);
  return [...lines.slice(0, from), block.indent + begin(block.name), ...body, block.indent + end(block.name), ...lines.slice(to + 1)].join('\n');
}

/** The files that differ from what the blocks should read, with their new text. */
function changedFiles(repoRoot: string): Map<string, string> {
  const blocks = providerSettingsBlocks();
  const files = [...new Set(blocks.map((block) => block.file))];
  return new Map(
    files.flatMap((file) => {
      const current = readFileSync(path.join(repoRoot, file), 'utf8');
      const wanted = blocks.filter((block) => block.file === file).reduce(withBlock, current);
      return wanted === current ? [] : [[file, wanted] as const];
    }),
  );
}

/** The files whose generated blocks are stale. */
export const staleProviderSettingsFiles = (repoRoot: string): string[] => [...changedFiles(repoRoot).keys()];

/** Rewrites the stale blocks; answers the files written. */
export function writeProviderSettingsBlocks(repoRoot: string): string[] {
  const changed = changedFiles(repoRoot);
  for (const [file, text] of changed) writeFileSync(path.join(repoRoot, file), text);
  return [...changed.keys()];
}
