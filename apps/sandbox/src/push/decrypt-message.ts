import { createDecipheriv, hkdfSync, type ECDH } from 'node:crypto';

/** Why a message body could not be read; the push service itself never reads it, only this stand-in's test side. */
export class UndecryptableMessage extends Error {
  override name = 'UndecryptableMessage';
}

const tagLength = 16;

/**
 * Decrypts a Web Push message body (RFC 8291 over RFC 8188 `aes128gcm`) with the browser's keys, as the user agent
 * does: header salt(16) ‖ rs(4) ‖ idlen(1) ‖ keyid (the sender's ephemeral public key), then records of `rs` bytes.
 */
export function decryptMessage(body: Buffer, browser: { ecdh: ECDH; p256dh: Buffer; auth: Buffer }): Buffer {
  if (body.length < 21) throw new UndecryptableMessage('shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 0x04) throw new UndecryptableMessage('the keyid is not an uncompressed P-256 point');
  if (recordSize < tagLength + 2) throw new UndecryptableMessage(`record size ${recordSize} is too small`);
  let sharedSecret: Buffer;
  try {
    sharedSecret = browser.ecdh.computeSecret(senderKey);
  } catch {
    throw new UndecryptableMessage('the keyid is not a point on P-256');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.p256dh, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, browser.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    const nonce = Buffer.from(baseNonce);
    // the record sequence number XORs into the nonce's last bytes (a message has far fewer than 2^32 records)
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - tagLength));
    let padded: Buffer;
    try {
      padded = Buffer.concat([decipher.update(record.subarray(0, record.length - tagLength)), decipher.final()]);
    } catch {
      throw new UndecryptableMessage(`record ${sequence} does not decrypt with this subscription's keys`);
    }
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== (last ? 2 : 1)) throw new UndecryptableMessage(`record ${sequence} has a wrong padding delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
