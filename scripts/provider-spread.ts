// The provider part of the structure check (issue 34, "a provider is a folder"): in how many files outside a payment
// provider's own places does its name stand in code? Adding a provider should touch at most `maxFilesOutside` of them.
//
// - A provider's own places: any path with a folder named after it (apps/sandbox/src/dpo/, packages/providers/src/dpo/,
//   packages/payments/src/providers/dpo/) and any file whose name starts with it (paypal-plans.ts, dpo-gateway.ts,
//   scripts/yoco-setup.ts).
// - Counted: the product and its starter (apps/, packages/, harness/, scripts/), .env files and docker-compose.yml.
//   Not counted: tests and what only tests use (test/, testing/, fixtures/, *.test.*, *.spec.*, e2e/, system-tests/,
//   fault-tests/, scripts/compose-check/ (npm run test:compose), bench/), the frozen migrations, docs and Markdown, generated lock files.
// - In code: the name as an identifier or word of its own, case-insensitive (`dpo`, `DPO_COMPANY_TOKEN`,
//   `createDpoClient`, `PayPalClient`, 'paypal'), never inside another word (`endpoint`); comments are not counted
//   (TypeScript's parser tells them apart), since a comment changes nothing when a provider is added; nor are the
//   blocks written from the providers' folders (docker-compose.yml's and .env.sandbox's, provider-settings-blocks.ts),
//   which check:structure keeps current.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { withoutGeneratedBlocks } from './generated-blocks.ts';

export const providerNames = ['paypal', 'yoco', 'dpo'] as const;
export const maxFilesOutside = 5;

const counted = /^(apps|packages|harness|scripts)\/.*\.(ts|tsx|css|html|json)$|^\.env[^/]*$|^docker-compose[^/]*\.ya?ml$/;
const notCounted = /(^|\/)(test|tests|testing|fixtures|e2e|system-tests|fault-tests|compose-check|bench|migrations|docs|node_modules|dist)\/|\.(test|spec)\.|package-lock\.json$|\.md$/;

/** The file's code written by hand, without its comments: TypeScript's own comment ranges, `#` lines elsewhere. */
export function codeOf(file: string, text: string): string {
  if (!/\.(ts|tsx)$/.test(file)) return withoutGeneratedBlocks(text).replace(/^\s*#.*$/gm, '');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const comments = new Map<number, number>();
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) comments.set(range.pos, range.end);
    for (const range of ts.getTrailingCommentRanges(text, node.end) ?? []) comments.set(range.pos, range.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  let code = '';
  let at = 0;
  for (const [pos, end] of [...comments].sort(([a], [b]) => a - b)) {
    if (pos < at) continue;
    code += text.slice(at, pos);
    at = end;
  }
  return code + text.slice(at);
}

const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);
const isUpper = (c: string | undefined) => c !== undefined && /[A-Z]/.test(c);

/** Whether `name` stands in `code` as a word of its own: letters around it only across a camelCase seam. */
export function namesProvider(code: string, name: string): boolean {
  const pattern = new RegExp(name, 'gi');
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) {
    const start = match.index;
    const end = start + name.length;
    const startsWord = !isLetter(code[start - 1]) || (isUpper(code[start]) && !isUpper(code[start - 1]));
    const endsWord = !isLetter(code[end]) || (isUpper(code[end]) && !isUpper(code[end - 1]));
    if (startsWord && endsWord) return true;
  }
  return false;
}

/** Whether the file is one of the provider's own places. */
export function ownPlace(file: string, name: string): boolean {
  const segments = file.toLowerCase().split('/');
  return segments.slice(0, -1).includes(name) || segments.at(-1)!.startsWith(`${name}-`);
}

/** Per provider, the counted files outside its own places that name it in code. */
export function providerSpread(repoRoot: string): Record<(typeof providerNames)[number], string[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => counted.test(file) && !notCounted.test(file) && !file.startsWith('scripts/provider-spread') && existsSync(path.join(repoRoot, file)));
  const code = new Map(files.map((file) => [file, codeOf(file, readFileSync(path.join(repoRoot, file), 'utf8'))]));
  return Object.fromEntries(
    providerNames.map((name) => [name, files.filter((file) => !ownPlace(file, name) && namesProvider(code.get(file)!, name))]),
  ) as Record<(typeof providerNames)[number], string[]>;
}

/** One line per provider named in more than `maxFilesOutside` files outside its places, listing them. */
export function providerSpreadOffences(spread: Record<string, string[]>): string[] {
  return Object.entries(spread)
    .filter(([, files]) => files.length > maxFilesOutside)
    .map(([name, files]) => `${name} is named in ${files.length} files outside its folders (at most ${maxFilesOutside}): ${files.join(', ')}`);
}
