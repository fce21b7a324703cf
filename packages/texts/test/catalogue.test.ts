import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Catalogue } from '../src/catalogue.ts';
import { catalogues } from '../src/catalogues.ts';
import { en } from '../src/en/catalogue.ts';
import { languages } from '../src/language.ts';
import { repoRoot } from '../../../harness/paths.ts';

const root = repoRoot;

/** Each text of a catalogue by its id (`messages.busy`, `messages.renewalNote.paypal`) with its value. */
function texts(group: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(group)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [inner, text] of texts(value, id)) found.set(inner, text);
    else found.set(id, value);
  }
  return found;
}

const english = texts(en);

t.test('every language has every text of English, with the same parameters, and no other', async (t) => {
  t.same(Object.keys(catalogues).sort(), [...languages].sort());
  for (const language of languages) {
    const own = texts(catalogues[language]);
    t.same([...english.keys()].filter((id) => !own.has(id)), [], `${language} misses none`);
    t.same([...own.keys()].filter((id) => !english.has(id)), [], `${language} adds none`);
    for (const [id, text] of own) {
      const model = english.get(id);
      if (typeof model === 'function') t.equal(typeof text === 'function' && text.length, model.length, `${language} ${id} takes English's parameters`);
      else t.ok(typeof text === 'string' && text.trim() !== '', `${language} ${id} is a text`);
    }
  }
});

t.test('each catalogue names its own language, the one its pages declare', async (t) => {
  for (const language of languages) t.equal(catalogues[language].language, language);
});

t.test('a language without one of English\'s texts does not compile', async (t) => {
  const { busy: _busy, ...withoutBusy } = en.messages;
  // @ts-expect-error the Catalogue type asks for every key of the English catalogue
  const incomplete: Catalogue = { ...en, messages: withoutBusy };
  t.notOk('busy' in incomplete.messages);
});

// How the code reads each area of the catalogue (apps/web reads `web` as uiText, everyone reads `messages` as messages).
const readAs: Record<keyof typeof en, string> = {
  language: 'languageCode',
  messages: 'messages',
  mail: 'mailText',
  notice: 'noticeText',
  push: 'pushText',
  page: 'pageText',
  web: 'uiText',
  webAdmin: 'adminUiText',
  webMembership: 'membershipUiText',
  webSales: 'salesUiText',
  webTripGuide: 'tripGuideUiText',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The product's source (apps/*/src, packages/*/src) without its tests and without the catalogues themselves.
const catalogueDirs = languages.map((language) => join(root, 'packages/texts/src', language));
const source = ['apps', 'packages']
  .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name, 'src')))
  .filter((dir) => existsSync(dir))
  .flatMap(sourceFiles)
  .filter((file) => !catalogueDirs.some((dir) => file.startsWith(`${dir}/`)))
  .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

// An area such as `messages` or `uiText` is the union of part modules (accountMessages, appText…); the first view reads
// a part by its own name so that the other parts stay out of its JavaScript (product.md §19). A part holds the very
// same value as the area under the same key.
async function partsByText(): Promise<Map<string, string[]>> {
  const parts = new Map<string, string[]>();
  // Beside this test's own copy of the catalogue: the sources under tsx, the compiled files in the compiled suite.
  const here = dirname(fileURLToPath(import.meta.url));
  const modules = readdirSync(join(here, '../src/en'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|js)$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(here, '../src/en', name));
  for (const file of modules) {
    for (const [name, part] of Object.entries(await import(file))) {
      if (!part || typeof part !== 'object' || Object.values(readAs).includes(name)) continue;
      for (const [area, group] of Object.entries(en)) {
        if (!group || typeof group !== 'object') continue;
        for (const [key, value] of Object.entries(part as object)) {
          if ((group as Record<string, unknown>)[key] !== value) continue;
          const id = `${area}.${key}`;
          parts.set(id, [...(parts.get(id) ?? []), name]);
        }
      }
    }
  }
  return parts;
}

t.test('every text of the catalogue is used by the code', async (t) => {
  t.ok(source.length > 100, `scanned ${source.length} source files`);
  const parts = await partsByText();
  const used = (pattern: string) => source.some((file) => new RegExp(pattern).test(file.text));
  const unused = [...english.keys()].filter((id) => {
    const [area, key, member] = id.split('.') as [keyof typeof en, string | undefined, string | undefined];
    // The language code is a text of its own, read by its name.
    if (key === undefined) return !used(`\\b${readAs[area]}\\b`);
    const read = `\\b(?:${[readAs[area], ...(parts.get(`${area}.${key}`) ?? [])].join('|')})\\.${key}`;
    if (member === undefined) return !used(`${read}\\b`);
    // A group's member is read by name (`renewalNote.paypal`), through the group by a computed key
    // (`renewalNote[method]`), or through a name the file gives the group (`const labels = uiText.receiptFields`).
    if (used(`${read}(\\.${member}\\b|\\[)`)) return false;
    return !source.some((file) =>
      [...file.text.matchAll(new RegExp(`\\b(\\w+) = ${read}\\b`, 'g'))].some(([, alias]) => new RegExp(`\\b${alias}\\.${member}\\b`).test(file.text)),
    );
  });
  t.same(unused, [], 'no text that nothing shows');
});
