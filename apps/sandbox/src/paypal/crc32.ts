// node:zlib only gains crc32 in Node 22; this is the standard IEEE 802.3 (reflected 0xEDB88320) table version.
const table = new Uint32Array(256);
for (let index = 0; index < 256; index++) {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  table[index] = value >>> 0;
}

/** CRC-32 (IEEE) of the bytes, as an unsigned integer: "123456789" gives 3421780262. */
export function crc32(bytes: Uint8Array | string): number {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  let crc = 0xffffffff;
  for (const byte of data) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
