import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element's children as parsed: text stays text (parseTagValue off, so "000" and "0100" are never numbers). */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  // Decodes numeric character references (&#233;); named entities other than XML's five are refused before parsing.
  htmlEntities: true,
  isArray: (name) => name === 'Service',
});

const builder = new XMLBuilder({ processEntities: true, format: false, suppressEmptyNode: false });

const declaration = '<?xml version="1.0" encoding="utf-8"?>';
// XML has five named entities; the validator lets others (&nbsp;) through, a real XML parser does not.
const unknownEntity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/**
 * The `<API3G>` element of a request, or undefined when the text is not one well-formed XML document with API3G as
 * its only root (DPO's 804). Whitespace before `<?xml` is accepted, as DPO does (its Odoo plugin sends it, providers.md
 * §6.8). Document type declarations are refused outright: entity expansion is a way to hurt a parser, and DPO's
 * requests never carry one.
 */
export function parseApi3g(raw: string): XmlNode | undefined {
  const text = raw.trimStart();
  if (text.trim() === '' || /<!DOCTYPE/i.test(text) || unknownEntity.test(text)) return undefined;
  if (XMLValidator.validate(text) !== true) return undefined;
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    return undefined;
  }
  if (!isNode(parsed) || Object.keys(parsed).length !== 1) return undefined;
  const root = parsed.API3G;
  if (root === '') return {};
  return isNode(root) ? root : undefined;
}

export function isNode(value: unknown): value is XmlNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** An `<API3G>` answer; every text is escaped by the builder, so names like `O'Brien & <Sons>` round-trip. */
export function buildApi3g(fields: XmlNode): string {
  return `${declaration}${builder.build({ API3G: fields })}`;
}
