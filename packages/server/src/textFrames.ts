/**
 * WebSocket text frames (RFC 6455 section 5.2: FIN, opcode 1, unmasked as a server sends them) of
 * `texts`, in order, in one buffer: the messages a connection is sent in one turn of the event
 * loop, written to its socket at once. @internal
 */
export function textFrames(texts: readonly string[]): Buffer {
  const lengths = new Array<number>(texts.length);
  let size = 0;
  for (let i = 0; i < texts.length; i++) {
    const n = Buffer.byteLength(texts[i]!, 'utf8');
    lengths[i] = n;
    size += n + (n < 126 ? 2 : n < 65536 ? 4 : 10);
  }
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    const n = lengths[i]!;
    out[at++] = 0x81;
    if (n < 126) out[at++] = n;
    else if (n < 65536) {
      out[at++] = 126;
      out.writeUInt16BE(n, at);
      at += 2;
    } else {
      out[at++] = 127;
      out.writeUInt32BE(Math.floor(n / 2 ** 32), at);
      out.writeUInt32BE(n >>> 0, at + 4);
      at += 8;
    }
    at += out.write(texts[i]!, at, n, 'utf8');
  }
  return out;
}
