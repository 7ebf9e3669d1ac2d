import { connect, type Client } from '@pokerchart/client';
import type { CliCommand } from '../CliCommand.js';
import { CliUsageError } from '../CliCommand.js';
import { roomBot, type RoomBot } from '../roomBot.js';
import type { CliIO } from '../CliCommand.js';
import { parseOptions } from '../parseOptions.js';
import { intOption as int } from './play.js';

const help = `pokerchart bots: bots that sit at a room table and play through the room, as clients

Usage: pokerchart bots --url ws://HOST:PORT (--table ID | --tournament ID) [--count 1]
                       [--buy-in CHIPS] [--name bot] [--seed 1] [--hands N]

  --url          the room (any of its nodes; give --url again for other nodes to move to)
  --table        the table's id (see the lobby: client.lobby(), or the playground)
  --tournament   a tournament's id: the bots register (late too, while it is open, R241), follow
                 their seats from table to table, rebuy when busted in a rebuy period (R242),
                 and stop when the tournament is complete, printing the standings
  --count, -n    how many bots sit down (default 1; up to 10 at a table, 200 in a tournament)
  --buy-in       chips each bot brings (default 100 big blinds, within the table's limits)
  --name         the bots' names start with it: bot 1, bot 2, ... (default bot)
  --seed, -s     seed of the bots' choices (default 1)
  --hands        leave after the table has played this many hands (default: play until stopped)
  --help, -h     this help

Each bot acts from its view's legal actions with the rule bot of @pokerchart/bots. A refused action
is logged on stderr and replaced by the safest legal one (check, else call, else fold), so a bot
never holds the table up. Stops on SIGINT or SIGTERM: the bots leave their seats.

Example:
  pokerchart serve &
  pokerchart bots --url ws://127.0.0.1:8080 --table TABLE_ID --count 3
  pokerchart bots --url ws://127.0.0.1:8080 --tournament TOURNAMENT_ID --count 20`;

/** `pokerchart bots`: seats bots at a room table that play through the room. */
export const botsCommand: CliCommand = {
  name: 'bots',
  summary: 'bots that sit at a room table and play through the room',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      url: { type: 'string', multiple: true },
      table: { type: 'string' },
      tournament: { type: 'string' },
      count: { type: 'string', short: 'n' },
      'buy-in': { type: 'string' },
      name: { type: 'string' },
      seed: { type: 'string', short: 's' },
      hands: { type: 'string' },
    });
    const urls = values.url ?? [];
    if (urls.length === 0) throw new CliUsageError('--url is needed: the room to play in, e.g. --url ws://127.0.0.1:8080');
    for (const u of urls) if (!/^wss?:\/\//.test(u)) throw new CliUsageError(`--url must be a ws:// or wss:// URL, got "${u}"`);
    if ((values.table === undefined) === (values.tournament === undefined)) throw new CliUsageError('give --table ID or --tournament ID (one of them)');
    const count = int(values.count, '--count', 1, 1, values.tournament !== undefined ? 200 : 10);
    const seed = int(values.seed, '--seed', 1, -(2 ** 31), 2 ** 31 - 1);
    const stopAfter = values.hands === undefined ? null : int(values.hands, '--hands', 0, 1, 1_000_000);
    const prefix = values.name ?? 'bot';
    if (prefix.length < 1 || prefix.length > 30) throw new CliUsageError('--name must be 1 to 30 characters');
    const log = (line: string) => io.stderr.write(`${line}\n`);

    const clients: Client[] = [];
    const bots: RoomBot[] = [];
    const close = async () => {
      for (const b of bots) b.stop();
      await Promise.all(clients.map((c) => c.close()));
    };
    try {
      const first = await connect(urls);
      clients.push(first);
      if (values.tournament !== undefined) {
        const tournamentId = values.tournament;
        const listed = (await first.lobby()).tournaments.find((t) => t.tournamentId === tournamentId);
        if (listed === undefined) throw new CliUsageError(`the room has no tournament ${tournamentId}; its lobby lists ${(await first.lobby()).tournaments.map((t) => t.tournamentId).join(', ') || 'no tournaments'}`);
        for (let i = 0; i < count; i++) {
          const client = i === 0 ? first : await connect(urls);
          if (i > 0) clients.push(client);
          bots.push(await tournamentBot(client, tournamentId, { seed: seed + i, name: `${prefix} ${i + 1}`, log, io }));
        }
        io.stdout.write(`${count} bots registered in tournament ${tournamentId} (${listed.name})\n`);
        const done = await new Promise<boolean>((resolve) => {
          const stop = () => {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            clearInterval(poll);
            resolve(false);
          };
          const poll = setInterval(() => {
            first.lobby().then((l) => {
              if (l.tournaments.find((t) => t.tournamentId === tournamentId)?.state === 'complete') {
                process.off('SIGINT', stop);
                process.off('SIGTERM', stop);
                clearInterval(poll);
                resolve(true);
              }
            }, () => {});
          }, 1000);
          process.on('SIGINT', stop);
          process.on('SIGTERM', stop);
        });
        for (const b of bots) b.stop();
        const actions = bots.reduce((t, b) => t + b.actions, 0);
        const refusals = bots.reduce((t, b) => t + b.refusals, 0);
        if (done) {
          const standings = await first.standings(tournamentId);
          for (const s of standings.filter((x) => x.prize > 0)) io.stdout.write(`${s.place}. ${s.name}${s.entries > 1 ? ` (entry ${s.entry})` : ''}: ${s.prize}\n`);
        }
        io.stdout.write(`the bots ${done ? 'finished' : 'left'} tournament ${tournamentId}: ${actions} actions, ${refusals} refused\n`);
        return 0;
      }
      const tableId = values.table!;
      const listed = (await first.lobby()).tables.find((t) => t.tableId === tableId);
      if (listed === undefined) throw new CliUsageError(`the room has no table ${tableId}; its lobby lists ${(await first.lobby()).tables.map((t) => t.tableId).join(', ') || 'no tables'}`);
      const buyIn = int(values['buy-in'], '--buy-in', listed.blinds.big * 100, 1, 1e12);
      for (let i = 0; i < count; i++) {
        const client = i === 0 ? first : await connect(urls);
        if (i > 0) clients.push(client);
        let seat: number | null = null;
        let name = `${prefix} ${i + 1}`;
        for (let attempt = 0; seat === null; attempt++) {
          try {
            seat = (await client.join(tableId, { name, buyIn })).seat;
          } catch (e) {
            const code = (e as { code?: string }).code;
            if (code === 'NAME_TAKEN' && attempt < 5) name = `${prefix} ${i + 1}.${attempt + 2}`;
            else if (code === 'BAD_BUY_IN') throw new CliUsageError(`${(e as Error).message}: give --buy-in within those limits`);
            else throw e;
          }
        }
        io.stdout.write(`${name} sits at seat ${seat + 1} of table ${tableId} (${listed.name}) with ${buyIn} chips\n`);
        bots.push(roomBot(client, tableId, { seed: seed + i, name, log }));
      }
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          clearInterval(poll);
          resolve();
        };
        const poll = setInterval(() => {
          if (stopAfter === null) return;
          const v = clients[0]!.lastView(tableId);
          if (v !== undefined && (v.handNumber > stopAfter || (v.handNumber === stopAfter && v.phase === 'between'))) stop();
        }, 100);
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      for (const b of bots) b.stop();
      for (const c of clients) await c.leave(tableId).catch(() => {});
      const actions = bots.reduce((t, b) => t + b.actions, 0);
      const refusals = bots.reduce((t, b) => t + b.refusals, 0);
      io.stdout.write(`the bots left table ${tableId}: ${actions} actions, ${refusals} refused\n`);
      return 0;
    } finally {
      await close();
    }
  },
};

/**
 * Registers one bot in a tournament and plays it: it follows its `seat` events (R263) and acts
 * from its table's legal actions; when busted with a rebuy period open it rebuys (R242). A name
 * taken by another player gets a suffix.
 */
async function tournamentBot(client: Client, tournamentId: string, o: { seed: number; name: string; log: (line: string) => void; io: CliIO }): Promise<RoomBot> {
  let table: string | null = null;
  let name = o.name;
  for (let attempt = 0; ; attempt++) {
    try {
      await client.register(tournamentId, { name });
      break;
    } catch (e) {
      if ((e as { code?: string }).code === 'NAME_TAKEN' && attempt < 5) name = `${o.name}.${attempt + 2}`;
      else throw e;
    }
  }
  client.on('seat', (tid, seat) => {
    if (tid !== tournamentId) return;
    table = seat.tableId;
    o.io.stdout.write(`${name} sits at seat ${seat.seat + 1} of table ${seat.tableId}\n`);
  });
  client.on('view', (id, view) => {
    // busted in the rebuy period: buy back in before the next hand (a refusal means the period is over)
    if (id === table && view.phase === 'between' && view.viewer !== 'spectator' && view.stacks[view.viewer] === 0) client.rebuy(tournamentId).catch(() => {});
  });
  return roomBot(client, () => table, { seed: o.seed, name, log: o.log });
}
