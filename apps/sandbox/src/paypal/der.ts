/**
 * Just enough ASN.1 DER encoding to build an X.509 certificate: each function
 * returns one complete tag-length-value element.
 */

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, content: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from([tag]), encodeLength(content.length), content]);
}

export function sequence(...elements: Buffer[]): Buffer {
  return tlv(0x30, Buffer.concat(elements));
}

/** DER orders SET OF members by their encodings. */
export function set(...elements: Buffer[]): Buffer {
  return tlv(0x31, Buffer.concat([...elements].sort(Buffer.compare)));
}

/** A non-negative INTEGER from a number or an unsigned big-endian magnitude. */
export function integer(value: number | Uint8Array): Buffer {
  let bytes: Buffer;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Unsupported INTEGER ${value}`);
    const digits: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) digits.unshift(rest % 256);
    bytes = Buffer.from(digits);
  } else {
    bytes = Buffer.from(value);
  }
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  bytes = bytes.length === 0 ? Buffer.from([0]) : bytes.subarray(start);
  // A set high bit would make the number negative in two's complement.
  if ((bytes[0] ?? 0) & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

export function objectIdentifier(oid: string): Buffer {
  const arcs = oid.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = arcs;
  const bytes: number[] = [first * 40 + second];
  for (const arc of rest) {
    const groups: number[] = [arc & 0x7f];
    for (let remaining = Math.floor(arc / 128); remaining > 0; remaining = Math.floor(remaining / 128)) {
      groups.unshift((remaining & 0x7f) | 0x80);
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

export function nullValue(): Buffer {
  return Buffer.from([0x05, 0x00]);
}

export function boolean(value: boolean): Buffer {
  return tlv(0x01, Buffer.from([value ? 0xff : 0x00]));
}

export function bitString(bytes: Uint8Array, unusedBits = 0): Buffer {
  return tlv(0x03, Buffer.concat([Buffer.from([unusedBits]), bytes]));
}

export function octetString(bytes: Uint8Array): Buffer {
  return tlv(0x04, bytes);
}

export function utf8String(text: string): Buffer {
  return tlv(0x0c, Buffer.from(text, 'utf8'));
}

export function printableString(text: string): Buffer {
  return tlv(0x13, Buffer.from(text, 'ascii'));
}

/** RFC 5280 §4.1.2.5: UTCTime for 1950–2049, GeneralizedTime otherwise; always UTC, whole seconds. */
export function time(date: Date): Buffer {
  const year = date.getUTCFullYear();
  const rest = [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  if (year >= 1950 && year < 2050) return tlv(0x17, Buffer.from(`${String(year % 100).padStart(2, '0')}${rest}Z`, 'ascii'));
  return tlv(0x18, Buffer.from(`${String(year).padStart(4, '0')}${rest}Z`, 'ascii'));
}

/** A context-specific constructed tag, [n] EXPLICIT. */
export function explicit(tagNumber: number, element: Buffer): Buffer {
  return tlv(0xa0 | tagNumber, element);
}

/** A context-specific primitive tag, [n] IMPLICIT over a primitive type (e.g. GeneralName's dNSName [2], iPAddress [7]). */
export function implicit(tagNumber: number, content: Uint8Array): Buffer {
  return tlv(0x80 | tagNumber, content);
}
