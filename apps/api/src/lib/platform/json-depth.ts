/** No request body of ours nests deeper than this; anything deeper is refused before it is parsed. */
const maxJsonDepth = 32;

const quote = 0x22;
const backslash = 0x5c;
const openers = new Set([0x5b, 0x7b]);
const closers = new Set([0x5d, 0x7d]);

/**
 * Measures JSON nesting chunk by chunk as the body arrives (bytes: every byte that matters is ASCII, and UTF-8
 * never reuses ASCII bytes inside a multi-byte character), with no recursion and no parse, so a 20 000-deep body
 * costs a loop, not a stack. Brackets inside strings do not count. Answers true once the depth exceeds `limit`.
 */
export function jsonDepthMeter(limit = maxJsonDepth) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return function tooDeep(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (escaped) escaped = false;
      else if (inString) {
        if (byte === backslash) escaped = true;
        else if (byte === quote) inString = false;
      } else if (byte === quote) inString = true;
      else if (openers.has(byte)) {
        if (++depth > limit) return true;
      } else if (closers.has(byte)) depth--;
    }
    return false;
  };
}
