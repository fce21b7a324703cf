import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/** The elements of a request below `<API3G>`: text, or nested elements (an array repeats the element). */
export interface DpoFields {
  [name: string]: string | DpoFields | DpoFields[] | undefined;
}

/** An `<API3G>` answer as elements: text values stay text ("000" is not 0), nested elements are records. */
export type DpoAnswer = Record<string, unknown>;

// processEntities: every text is escaped (&, <, >, ' and ") on the way out and unescaped on the way in.
const builder = new XMLBuilder({ processEntities: true, suppressEmptyNode: false });
const parser = new XMLParser({
  parseTagValue: false,
  processEntities: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  trimValues: true,
  // a list of one is still a list
  isArray: (_name, path) => path === 'API3G.paymentoptions.mobileoption',
});

function withoutUndefined(fields: DpoFields): DpoFields {
  const kept: DpoFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    kept[name] = typeof value === 'string' ? value : Array.isArray(value) ? value.map(withoutUndefined) : withoutUndefined(value);
  }
  return kept;
}

/** One request document: `<API3G><CompanyToken/><Request/>…fields</API3G>`, every text escaped; undefined fields left out. */
export function buildDpoRequest(companyToken: string, request: string, fields: DpoFields): string {
  const body = builder.build({ API3G: { CompanyToken: companyToken, Request: request, ...withoutUndefined(fields) } }) as string;
  return `<?xml version="1.0" encoding="utf-8"?>${body}`;
}

// XML's five named entities written without their `;` (DPO's instruction texts have them), and a bare `&`
const entityWithoutSemicolon = /&(amp|lt|gt|quot|apos)(?![;\w])/g;
const bareAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g;

/**
 * An answer as DPO may write it, made well-formed where the meaning is plain (providers.md §6.8: answers are read
 * leniently): whitespace before `<?xml` dropped, `&amp` without its `;` closed, a bare `&` escaped. Requests are
 * still written strictly (buildDpoRequest).
 */
export function lenientDpoText(xml: string): string {
  return xml.trimStart().replace(entityWithoutSemicolon, '&$1;').replace(bareAmpersand, '&amp;');
}

/**
 * The elements of an `<API3G>` answer, or null when the text is not well-formed XML with that root, even read
 * leniently (lenientDpoText). Elements we do not know are kept and never read.
 */
export function parseDpoAnswer(raw: string): DpoAnswer | null {
  const xml = lenientDpoText(raw);
  if (!xml.trim() || XMLValidator.validate(xml) !== true) return null;
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return null;
  }
  const root = document.API3G;
  if (root === '') return {};
  return root !== null && typeof root === 'object' && !Array.isArray(root) ? (root as DpoAnswer) : null;
}

/** A text element of an answer, trimmed; undefined when it is absent or not text. */
export function textOf(answer: DpoAnswer, name: string): string | undefined {
  const value = answer[name];
  return typeof value === 'string' ? value : undefined;
}
