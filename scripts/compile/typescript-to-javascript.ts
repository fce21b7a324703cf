// One way we turn our TypeScript into JavaScript that plain `node` runs: each file on its own (nothing bundled), types
// stripped by esbuild, folders kept (so @fastify/autoload still finds routes by folder and Kysely the migrations), a
// relative `.ts` import rewritten to `.js`, and each workspace's exports pointed at the `.js` files. The image
// (scripts/compile-image.ts) and the compiled test run (scripts/compile-tests.ts) both use it; `npm run typecheck` is
// where types are checked.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';

/** The `.ts` files under `folder` (relative to `root`), declarations excluded, optionally tests too. */
export function typeScriptFiles(root: string, folder: string, options: { tests: boolean }): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .filter((entry) => !entry.parentPath.split(path.sep).includes('node_modules'))
    .filter((entry) => options.tests || !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Every import stays an import; only a relative `.ts` specifier becomes `.js`. */
const keepImports: Plugin = {
  name: 'keep-imports',
  setup(context) {
    context.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const relative = args.path.startsWith('./') || args.path.startsWith('../');
      return { path: relative ? args.path.replace(/\.ts$/, '.js') : args.path, external: true };
    });
  },
};

/** Compiles `entryPoints` (relative to `root`) into the same places under `outdir`. */
export async function compileTypeScript(options: { root: string; entryPoints: string[]; outdir: string; sourcemap?: BuildOptions['sourcemap'] }) {
  await build({
    absWorkingDir: options.root,
    entryPoints: options.entryPoints,
    outdir: options.outdir,
    outbase: '.',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [keepImports],
    logLevel: 'warning',
    ...(options.sourcemap ? { sourcemap: options.sourcemap, sourcesContent: false } : {}),
  });
}

/** A workspace manifest's exports with `./src/x.ts` → `./src/x.js`. */
export function withJavaScriptExports(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\.ts$/, '.js');
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withJavaScriptExports(item)]));
  return value;
}
