#!/usr/bin/env node
// The CPU the room's node spends per pushed message on its sockets, two ways, alternated in one
// process: the way before (the socket corked for the turn, `ws.send` of the JSON text, uncorked on
// the next tick: one writev of two chunks per message) and the room's way now (the turn's texts
// queued, then one buffer of frames from the server's `textFrames`, written once; needs a build). 500 `ws` clients in a child process over loopback; every round sends one
// 430-byte view change (a typical `viewDelta`) to every connection, as a table's commit does.
// Prints microseconds of CPU per message (user and system) for each way, three times each.
//   node scripts/room-socket-writes.mjs [rounds=400]
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { WebSocket, WebSocketServer } from 'ws';

const CONNECTIONS = 500;
if (process.argv[2] === 'client') {
  for (let i = 0; i < CONNECTIONS; i++) new WebSocket(process.argv[3]).on('message', () => {});
} else {
  const rounds = Number(process.argv[2] ?? 400);
  const framesPath = new URL('../packages/server/dist/textFrames.js', import.meta.url);
  if (!existsSync(framesPath)) throw new Error('run `npm run build` first');
  const { textFrames } = await import(framesPath.href);
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.on('listening', r));
  const sockets = [];
  wss.on('connection', (ws, req) => sockets.push({ ws, socket: req.socket }));
  const child = fork(new URL(import.meta.url).pathname, ['client', `ws://127.0.0.1:${wss.address().port}`]);
  while (sockets.length < CONNECTIONS) await new Promise((r) => setTimeout(r, 50));
  const text = JSON.stringify({ type: 'viewDelta', tableId: 'YNEuxwVuATKC', delta: { set: { toAct: 3, seq: 11, actionIndex: 5, clock: { seat: 3, actionLeftMs: 30000, bankLeftMs: 60000 } }, at: { seats: { 2: { stack: 194, committed: 4, folded: false, allIn: false, holeCards: null, upCards: [], hiddenCards: 2 } }, stacks: { 2: 194 } }, logFrom: 13, log: [{ type: 'acted', street: 'flop', seat: 2, action: { type: 'bet', to: 4 }, to: 4, stack: 194 }] } });
  const corked = (s) => {
    s.socket.cork();
    s.ws.send(text);
    process.nextTick(() => s.socket.uncork());
  };
  const framed = (s) => {
    const queued = [text];
    process.nextTick(() => s.socket.write(textFrames(queued)));
  };
  for (const [name, way] of [['corked ws.send', corked], ['one buffer', framed], ['corked ws.send', corked], ['one buffer', framed], ['corked ws.send', corked], ['one buffer', framed]]) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < rounds; i++) {
      for (const s of sockets) way(s);
      await new Promise((r) => setImmediate(r));
      if (i % 20 === 0) await new Promise((r) => setTimeout(r, 5)); // let the clients read
    }
    const c = process.cpuUsage(c0);
    const n = rounds * sockets.length;
    console.log(`${name}: ${((c.user + c.system) / n).toFixed(2)} us of CPU per message (user ${(c.user / n).toFixed(2)}, system ${(c.system / n).toFixed(2)})`);
  }
  child.kill();
  process.exit(0);
}
