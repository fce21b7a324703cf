// The marker lines around a block that a script writes into a hand-written file (provider-settings-blocks.ts).

export const begin = (name: string) => `# generated: ${name} (npm run write:provider-settings writes this block; do not edit)`;
export const end = (name: string) => `# end of generated: ${name}`;

/** A file's text without its generated blocks (what the structure check counts as written by hand). */
export function withoutGeneratedBlocks(text: string): string {
  return text.replace(/^[ \t]*# generated: (.+?) \(npm run write:provider-settings[^\n]*\n[\s\S]*?^[ \t]*# end of generated: \1$/gm, '');
}
