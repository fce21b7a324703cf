import { randomInt } from 'node:crypto';

export type YocoIdPrefix = 'ch' | 'p' | 'rfd' | 'evt' | 'msg' | 'wh';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `ch_9LVKD8GnAj7f39DFbn4F16bE`: the prefix, an underscore and 24 random letters or digits. */
export function randomYocoId(prefix: YocoIdPrefix): string {
  let id = `${prefix}_`;
  for (let index = 0; index < 24; index += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}
