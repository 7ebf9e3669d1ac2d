#!/usr/bin/env node
// The client library's own CPU per message it receives, without sockets: first records what a
// room pushes to 50 bot connections (10 tables of 5, one PGlite room in this process, over
// loopback, for `seconds`), then replays each connection's messages into a fresh client of
// @pokerchart/client through a stand-in WebSocket, with roomKit's bot playing on it as in
// room-load (it reads each view, acts when it is its turn; the stand-in answers each act at the
// place the room's answer came). What is measured: parsing, applying the view changes, the view
// events, the bot's choice and its act request with the answer's promise; not `ws` nor the kernel.
// With `--base DIR` (another checkout, built), its client is replayed too, the two alternated.
//   node scripts/room-client-messages.mjs [--seconds 3] [--rounds 6] [--base /work/wt/base]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import WS from 'ws';
import { bot, tempDir } from './roomKit.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' }, rounds: { type: 'string', default: '6' }, base: { type: 'string' } } });
const clientOf = async (root) => {
  const path = resolve(root, 'packages/client/dist/index.js');
  if (!existsSync(path)) throw new Error(`no build at ${root}: run \`npm run build\` there`);
  return import(pathToFileURL(path).href);
};
const own = await clientOf(new URL('..', import.meta.url).pathname);
const builds = [['this build', own]];
if (values.base !== undefined) builds.push([`base (${values.base})`, await clientOf(values.base)]);

// 1. record: every text each connection receives, in order
const { startRoom } = await import(pathToFileURL(resolve(new URL('..', import.meta.url).pathname, 'packages/server/dist/index.js')).href);
const temp = tempDir('room-client-messages-');
const room = await startRoom({ port: 0, data: temp.dir, dealDelayMs: 0, maxConnectionsPerAddress: 1000, log: () => {} });
const recorded = [];
class Recording extends WS {
  constructor(url) {
    super(url);
    const texts = [];
    recorded.push(texts);
    this.addEventListener('message', (e) => texts.push(String(e.data)));
  }
}
const admin = await own.connect(room.url);
const players = [];
for (let t = 0; t < 10; t++) {
  const { tableId } = await admin.createTable({ seats: 5, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: t + 1, dealDelayMs: 0, cash: { buyIn: 200, autoRebuy: true } });
  for (let s = 0; s < 5; s++) {
    const client = await own.connect(room.url, { WebSocket: Recording, viewDeltas: true });
    players.push({ client, tableId, seed: t * 5 + s + 1, bot: bot(client, tableId, t * 5 + s + 1) });
    await client.join(tableId, { name: `bot${s}`, buyIn: 200 });
  }
}
await new Promise((r) => setTimeout(r, Number(values.seconds) * 1000));
for (const p of players) p.bot.stop();
for (const p of players) await p.client.close();
await admin.close();
await room.close();
temp.remove();
const total = recorded.reduce((n, texts) => n + texts.length, 0);
console.log(`recorded ${total} messages on ${recorded.length} connections (${(recorded.reduce((n, t) => n + t.reduce((b, x) => b + x.length, 0), 0) / total).toFixed(0)} bytes on average)`);

// 2. replay: a stand-in socket per connection; acts are answered where the room's answers came
class Replay {
  static made = [];
  constructor() {
    this.readyState = 1;
    this.onopen = this.onclose = this.onerror = this.onmessage = null;
    this.asked = [];
    Replay.made.push(this);
  }
  send(text) {
    this.asked.push(JSON.parse(text).id);
  }
  close() {}
  feed(texts) {
    for (const text of texts) {
      if (text.startsWith('{"type":"result"')) {
        const id = this.asked.shift();
        if (id === undefined) continue;
        this.onmessage({ data: `{"type":"result","id":${id}${text.slice(text.indexOf(',"ok"'))}` });
      } else this.onmessage({ data: text });
    }
  }
}
const replay = async (client) => {
  Replay.made = [];
  const bots = [];
  for (let k = 0; k < recorded.length; k++) {
    // the first message of each recording is the room's hello, which `connect` waits for
    const c = client.connect('ws://replay', { WebSocket: Replay, viewDeltas: true });
    const socket = Replay.made[k];
    socket.feed(recorded[k].slice(0, 1));
    const connected = await c;
    bots.push(bot(connected, players[k].tableId, players[k].seed));
  }
  const c0 = process.cpuUsage();
  for (let k = 0; k < recorded.length; k++) Replay.made[k].feed(recorded[k].slice(1));
  await new Promise((r) => setImmediate(r));
  const c = process.cpuUsage(c0);
  for (const b of bots) b.stop();
  return (c.user + c.system) / (total - recorded.length);
};
const rounds = Number(values.rounds);
for (let r = 0; r < rounds; r++) {
  for (const [name, client] of builds) console.log(`${name}: ${(await replay(client)).toFixed(2)} us of CPU per message`);
}
process.exit(0);
