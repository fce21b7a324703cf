// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The components run on Preact's compatibility layer (build/react-is-preact.ts). React 19 lets a context itself be
// its provider (<ThemeContext value={…}>); Preact renders nothing for it, and every reader falls back to the default.
const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('what Preact runs as React does', () => {
  it('every context is provided with its .Provider', () => {
    const contextAsProvider = /<(\w+Context)(\s[^>]*)?\svalue=/g;
    const offenders = components(sourceRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(contextAsProvider)].map((match) => `${path.relative(sourceRoot, file)}: <${match[1]} value=…>`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check sees a context given as its own provider', () => {
    expect('<ServicesContext value={services}>'.match(/<(\w+Context)(\s[^>]*)?\svalue=/)).not.toBeNull();
    expect('<ServicesContext.Provider value={services}>'.match(/<(\w+Context)(\s[^>]*)?\svalue=/)).toBeNull();
  });

  it('the app runs effects before the next paint, as its tests do (effects-before-paint.ts)', async () => {
    const main = readFileSync(path.join(sourceRoot, 'main.tsx'), 'utf8');
    const [beforeRender] = main.split(/\b(hydrateRoot|createRoot)\(/);
    expect(beforeRender).toMatch(/^runEffectsBeforePaint\(\);$/m);
    const { options } = await import('preact');
    const ran: string[] = [];
    options.requestAnimationFrame?.(() => ran.push('flushed'));
    await Promise.resolve();
    expect(ran).toEqual(['flushed']);
  });
});
