// A lean WebSocket client (RFC 6455) for the load generator's bot connections (room-load.mjs): the
// shape @pokerchart/client takes as `connect(url, { WebSocket })` (readyState, send, close and the
// four on* handlers), over a socket of node:net that reads into one buffer for the whole thread
// (net's `onread`: no buffer made and no stream event per read). What a bot's connection costs its
// process is then the kernel's reads and writes, the client library's work on each message
// (parsing, applying the view changes, the bot) and little else: the load generator shares the two
// cores with the room it measures. `--client ws` in room-load runs the bots on the `ws` package.
//
// What it does: the opening handshake (an HTTP/1.1 GET with a random Sec-WebSocket-Key, written on
// the socket; the answer must be 101 with the right Sec-WebSocket-Accept), text frames sent masked
// with a fresh random key each (section 5.3), server frames read unmasked: text (with continuation
// frames), ping (answered by a pong), pong, close (answered, then the socket ends). A binary frame, a
// masked frame from the server, a reserved bit or opcode, or a control frame over 125 bytes fails
// the connection (onerror, then onclose). Text is decoded as UTF-8 without validating it: the room
// only sends JSON it made.
import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { connect } from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;
/** The longest handshake answer read: a server that says more before its blank line is not one to measure. */
const MOST_HEAD = 16 * 1024;

/**
 * Where every connection of this thread reads: a read is consumed (its messages decoded to strings,
 * an unfinished frame copied out) before the event loop makes the next, on any socket.
 */
const READS = Buffer.allocUnsafe(256 * 1024);

/** A pool of random mask keys, refilled 4 KiB at a time (one call to the system's random source per 1,024 frames). */
const keys = Buffer.alloc(4096);
let keyAt = keys.length;
function maskKey() {
  if (keyAt === keys.length) {
    randomFillSync(keys);
    keyAt = 0;
  }
  keyAt += 4;
  return keyAt - 4;
}

/** One client frame: FIN, `opcode`, masked `payload`. */
function frame(opcode, payload) {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const out = Buffer.allocUnsafe(head + 4 + n);
  out[0] = 0x80 | opcode;
  if (n < 126) out[1] = 0x80 | n;
  else if (n < 65536) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(n, 2);
  } else {
    out[1] = 0x80 | 127;
    out.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    out.writeUInt32BE(n >>> 0, 6);
  }
  const k = maskKey();
  keys.copy(out, head, k, k + 4);
  for (let i = 0; i < n; i++) out[head + 4 + i] = payload[i] ^ keys[k + (i & 3)];
  return out;
}

export class LeanWebSocket {
  static CONNECTING = CONNECTING;
  static OPEN = OPEN;
  static CLOSING = CLOSING;
  static CLOSED = CLOSED;

  readyState = CONNECTING;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  #socket;
  #key;
  #head = null; // the handshake's answer, until its blank line
  #buffered = null; // bytes of a frame not yet whole (a copy: the read buffer is reused)
  #parts = null; // the payloads of a text message sent in several frames
  #closed = false;

  constructor(url) {
    const u = new URL(url);
    if (u.protocol !== 'ws:') throw new TypeError(`LeanWebSocket speaks ws: only, not ${u.protocol}`);
    this.#key = randomBytes(16).toString('base64');
    const socket = (this.#socket = connect({ host: u.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(u.port || 80), onread: { buffer: READS, callback: (n, buffer) => this.#onRead(n, buffer) } }));
    socket.setNoDelay(true);
    socket.once('connect', () => {
      socket.write(`GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: ${this.#key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    });
    socket.on('error', (e) => this.#fail(e));
    socket.on('close', () => {
      if (this.readyState === CONNECTING) this.#fail(new Error('the server closed the connection before answering the handshake'));
      this.#end();
    });
  }

  /** The bytes of one read (`n` of them, at the start of the thread's read buffer): the handshake's answer, then frames. */
  #onRead(n, buffer) {
    if (this.#closed) return;
    if (this.readyState !== CONNECTING) return this.#read(buffer, n);
    // the handshake's answer, up to its blank line; what follows it is frames
    const head = (this.#head = this.#head === null ? Buffer.from(buffer.subarray(0, n)) : Buffer.concat([this.#head, buffer.subarray(0, n)]));
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) {
      if (head.length > MOST_HEAD) this.#fail(new Error(`the server's handshake answer is over ${MOST_HEAD} bytes`));
      return;
    }
    this.#head = null;
    const lines = head.toString('latin1', 0, end).split('\r\n');
    const status = /^HTTP\/1\.1 (\d{3})/.exec(lines[0])?.[1];
    if (status !== '101') return this.#fail(new Error(`the server answered the handshake with HTTP ${status ?? lines[0]}`));
    const accept = lines.find((l) => l.toLowerCase().startsWith('sec-websocket-accept:'))?.slice(21).trim();
    if (accept !== createHash('sha1').update(this.#key + GUID).digest('base64')) {
      return this.#fail(new Error('the server answered the handshake with a wrong Sec-WebSocket-Accept'));
    }
    this.readyState = OPEN;
    this.onopen?.({});
    if (head.length > end + 4 && !this.#closed) this.#read(head, head.length, end + 4);
  }

  /** Sends `text`; as a browser's WebSocket does, throws while connecting and drops it once closing. */
  send(text) {
    if (this.readyState === CONNECTING) throw new Error('LeanWebSocket: send before the connection is open');
    if (this.readyState !== OPEN) return;
    this.#socket.write(frame(0x1, Buffer.from(text, 'utf8')));
  }

  /** Starts the closing handshake (code 1000); while connecting, gives the connection up. */
  close() {
    if (this.readyState === CLOSED || this.readyState === CLOSING) return;
    if (this.readyState === CONNECTING) {
      this.#socket.destroy();
      return this.#end();
    }
    this.readyState = CLOSING;
    this.#socket.write(frame(0x8, Buffer.from([0x03, 0xe8]))); // 1000: normal closure
    this.#socket.end();
  }

  #fail(error) {
    if (this.#closed) return;
    this.onerror?.({ error });
    this.#socket.destroy();
    this.#end();
  }

  #end() {
    if (this.#closed) return;
    this.#closed = true;
    this.readyState = CLOSED;
    this.onclose?.({});
  }

  /** Reads the frames in `data` from `from` to `length`; keeps a copy of a frame not yet whole. */
  #read(data, length, from = 0) {
    let at = from;
    if (this.#buffered !== null) {
      data = Buffer.concat([this.#buffered, data.subarray(from, length)]);
      length = data.length;
      at = 0;
      this.#buffered = null;
    }
    while (length - at >= 2) {
      const b0 = data[at];
      const b1 = data[at + 1];
      if ((b0 & 0x70) !== 0 || (b1 & 0x80) !== 0) return this.#fail(new Error('a server frame with a reserved bit or a mask'));
      let n = b1 & 0x7f;
      let head = 2;
      if (n === 126) {
        if (length - at < 4) break;
        n = data.readUInt16BE(at + 2);
        head = 4;
      } else if (n === 127) {
        if (length - at < 10) break;
        n = data.readUInt32BE(at + 2) * 2 ** 32 + data.readUInt32BE(at + 6);
        head = 10;
      }
      if (length - at < head + n) break;
      const start = at + head;
      at = start + n;
      const fin = (b0 & 0x80) !== 0;
      const opcode = b0 & 0x0f;
      if (opcode >= 0x8 && (!fin || n > 125)) return this.#fail(new Error('a control frame fragmented or over 125 bytes'));
      if (opcode === 0x1 || opcode === 0x0) {
        if ((opcode === 0x0) !== (this.#parts !== null)) return this.#fail(new Error('a continuation frame out of place'));
        if (fin && this.#parts === null) this.onmessage?.({ data: data.toString('utf8', start, at) });
        else {
          (this.#parts ??= []).push(Buffer.from(data.subarray(start, at))); // a copy: the read buffer is reused
          if (fin) {
            const text = Buffer.concat(this.#parts).toString('utf8');
            this.#parts = null;
            this.onmessage?.({ data: text });
          }
        }
      } else if (opcode === 0x9) {
        if (this.readyState === OPEN) this.#socket.write(frame(0xa, data.subarray(start, at)));
      } else if (opcode === 0x8) {
        if (this.readyState === OPEN) {
          this.readyState = CLOSING;
          this.#socket.write(frame(0x8, data.subarray(start, Math.min(at, start + 2))));
        }
        this.#socket.end();
        return;
      } else if (opcode !== 0xa) return this.#fail(new Error(`a server frame of opcode ${opcode} (a lean client reads text only)`));
      if (this.#closed) return;
    }
    if (at < length) this.#buffered = Buffer.from(data.subarray(at, length));
  }
}
