// The playground as a tournament's client, in a real browser: two people (two browser contexts)
// and ten bots (room clients in the test process) play a 12-entry tournament over two tables
// to its end. The people create it and register from the page, see their seat and each move
// (the final table's redraw, R245), the clock count down on their turn, and the standings and
// prizes at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@pokerchart/client';
import { ordinal } from '../src/room/ordinal.js';
import { playUntil, startRoomKit, waitOrAlert, type Person, type RoomKit } from './roomKit.js';
import { tournamentBot, type TournamentBot } from './tournamentBots.js';

let kit: RoomKit;
beforeAll(async () => {
  kit = await startRoomKit();
}, 120_000);
afterAll(async () => {
  await kit?.close();
});

const state = (p: Person) => p.room.getByRole('region', { name: 'Tournament' }).getByLabel('Tournament state');

describe('the playground plays a tournament in the room (R263)', () => {
  it('R263 R245 R250 two people and ten bots play 12 entries over two tables to the end: seats, moves, clock, standings, prizes', async () => {
    const ann = await kit.open('Ann');
    const bob = await kit.open('Bob');
    // Ann creates it from the page: 9 seats a table (12 entries: two tables of 6, one table once 3 are out)
    const form = ann.room.getByRole('form', { name: 'New tournament' });
    await form.getByLabel('Tournament name').fill('Friday');
    await form.getByLabel('Seats per table').fill('9');
    await form.getByLabel('Starting stack').fill('1000');
    await form.getByLabel('Buy-in').fill('100');
    await form.getByLabel('Minutes per level').fill('0.15');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    const annT = ann.room.getByRole('region', { name: 'Tournament' });
    await waitOrAlert(ann.room, annT.getByRole('heading', { name: 'Friday' }));
    await annT.getByRole('button', { name: 'Register' }).click();
    await annT.getByText('Registered as Ann.').waitFor();
    // Bob finds it in the lobby, opens it and registers
    await bob.room.getByRole('row', { name: /Friday/ }).waitFor({ timeout: 10_000 });
    await bob.room.getByRole('button', { name: 'Open Friday' }).click();
    const bobT = bob.room.getByRole('region', { name: 'Tournament' });
    await bobT.getByRole('button', { name: 'Register' }).click();
    await bobT.getByText('Registered as Bob.').waitFor();
    // ten bots register through their own clients
    const admin = await connect(kit.room.url);
    const tournamentId = (await admin.lobby()).tournaments.find((t) => t.name === 'Friday')!.tournamentId;
    const bots: TournamentBot[] = [];
    for (let i = 1; i <= 10; i++) bots.push(await tournamentBot(kit.room.url, tournamentId, `Bot ${i}`, i));
    await state(ann).getByText(/12 entries, prize pool 1200/).waitFor({ timeout: 10_000 });
    await annT.getByRole('button', { name: 'Start tournament' }).click();

    // both are seated: their table appears with their seat
    for (const p of [ann, bob]) {
      const t = p.room.getByRole('region', { name: 'Tournament' });
      await t.getByRole('list', { name: 'Your seats' }).getByText(/^Seated at .+, seat \d$/).waitFor({ timeout: 15_000 });
      await t.getByRole('region', { name: 'Room table' }).waitFor();
    }
    // the clock counts down on Ann's turn (Bob plays his turns meanwhile)
    const annTable = annT.getByRole('region', { name: 'Room table' });
    await playUntil([bob.room], () => annTable.getByText(/your turn/).isVisible(), { fold: true });
    const clock = annTable.getByRole('timer', { name: 'Clock' });
    const first = Number(await clock.getAttribute('data-seconds'));
    expect(first).toBeGreaterThan(0);
    await annTable.locator(`.room-clock:not([data-seconds="${first}"])`).waitFor({ timeout: 5000 });
    expect(Number(await clock.getAttribute('data-seconds'))).toBeLessThan(first);

    // they play (check, else fold) to the end of the tournament
    await playUntil([ann.room, bob.room], async () => (await state(ann).textContent())?.startsWith('Complete') === true && (await state(bob).textContent())?.startsWith('Complete') === true, {
      fold: true,
      rounds: 4000,
    });

    // standings: 12 entries, each placed 1 + the number placed better (tied entries share a place,
    // R247); the prizes (50/30/20 % of 1200) sum to the pool (R250)
    const standings = await admin.standings(tournamentId);
    expect(standings).toHaveLength(12);
    for (const s of standings) expect(s.place).toBe(1 + standings.filter((o) => o.place! < s.place!).length);
    expect(standings.reduce((t, s) => t + s.prize, 0)).toBe(1200);
    const paid = standings
      .filter((s) => s.prize > 0)
      .sort((a, b) => a.place! - b.place!)
      .map((s) => `${ordinal(s.place!)} ${s.name}: ${s.prize}`);
    for (const p of [ann, bob]) {
      const t = p.room.getByRole('region', { name: 'Tournament' });
      await expect.poll(() => t.getByRole('table', { name: 'Standings' }).getByRole('row').count(), { timeout: 10_000 }).toBe(13);
      await expect.poll(() => t.getByRole('list', { name: 'Prizes' }).getByRole('listitem').allTextContents(), { timeout: 10_000 }).toEqual(paid);
    }
    // seats moved: a person still in when the field fit one table was redrawn to the final table (R245)
    let moved = 0;
    for (const [p, name] of [
      [ann, 'Ann'],
      [bob, 'Bob'],
    ] as const) {
      const seats = await p.room.getByRole('list', { name: 'Your seats' }).getByRole('listitem').allTextContents();
      const place = standings.find((s) => s.name === name)!.place!;
      const tied = standings.filter((s) => s.place === place).length;
      if (place + tied - 1 <= 9) {
        // still in when 9 or fewer were left: redrawn at the final table
        expect(seats.length, `${name} finished ${place}th`).toBeGreaterThanOrEqual(2);
        expect(seats.slice(1).every((s) => /^Moved to .+, seat \d$/.test(s))).toBe(true);
        moved++;
      }
    }
    expect(moved).toBeGreaterThan(0);
    // the bots followed their moves too, and no action was refused
    expect(bots.every((b) => b.seats.length >= 1)).toBe(true);
    expect(bots.flatMap((b) => b.refusals)).toEqual([]);
    expect(await ann.room.getByRole('alert').allTextContents()).toEqual([]);
    expect(await bob.room.getByRole('alert').allTextContents()).toEqual([]);
    expect(kit.errors).toEqual([]);
    for (const b of bots) await b.client.close();
    await admin.close();
  }, 400_000);
});
