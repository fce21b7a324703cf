/** Just enough HTML form parsing to drive the sandbox's own pages the way a browser would. */
export interface HtmlForm {
  action: string;
  method: string;
  /** What the browser would submit: hidden/text fields and checked checkboxes. */
  fields: Record<string, string>;
  buttons: string[];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    if (match[1]) found[match[1]] = decodeEntities(match[2] ?? '');
  }
  return found;
}

export function parseForms(html: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => {
    const formAttributes = attributes(match[1] ?? '');
    const body = match[2] ?? '';
    const fields: Record<string, string> = {};
    for (const input of body.matchAll(/<input\b([^>]*)>/g)) {
      const { name, value = '', type = 'text', ...rest } = attributes(input[1] ?? '');
      if (!name) continue;
      if (type === 'checkbox' && !('checked' in rest)) continue;
      fields[name] = value;
    }
    const buttons = [...body.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)].map((button) =>
      decodeEntities((button[1] ?? '').trim()),
    );
    return { action: formAttributes.action ?? '', method: formAttributes.method ?? 'get', fields, buttons };
  });
}

export function formWithButton(html: string, buttonLabel: string): HtmlForm {
  const form = parseForms(html).find((candidate) => candidate.buttons.includes(buttonLabel));
  if (!form) throw new Error(`No form with a button labelled ${JSON.stringify(buttonLabel)}`);
  return form;
}
