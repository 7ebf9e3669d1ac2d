// The playground's Room panel in a real browser: a room server (PGlite in a temporary folder),
// the built site served on 127.0.0.1, and browser contexts (people) that connect, create a cash
// table (its creator seated), join it, watch it, play by clicking, sit out and back in, and see
// each hand's result and the clock counting down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@pokerchart/client';
import { handNumber, playUntil, sleep, startRoomKit, type RoomKit } from './roomKit.js';

let kit: RoomKit;
beforeAll(async () => {
  kit = await startRoomKit();
}, 120_000);
afterAll(async () => {
  await kit?.close();
});

describe('the playground as the room\'s client: a cash table (R260, R262, R265)', () => {
  it('R265 R260 R262 create (creator seated), join, watch, act, see the clock count down and each result, sit out and in', async () => {
    const ann = await kit.open('Ann');
    const bob = await kit.open('Bob');
    const cy = await kit.open('Cy');
    // Ann creates a table and is seated at it at once
    await ann.room.getByRole('button', { name: 'Create table' }).click();
    const annTable = ann.room.getByRole('region', { name: 'Room table' });
    await annTable.getByText(/^Seat \d, hand 0/).waitFor();
    await expect(annTable.getByRole('listitem', { name: /: Ann$/ }).textContent()).resolves.toMatch(/Ann.*200 chips.*you/);
    // Bob finds it in the lobby (it refreshes by itself) with one player seated, and joins
    const lobbyRow = bob.room.getByRole('row', { name: /Ann's table/ });
    await lobbyRow.getByText('1/6').waitFor({ timeout: 10_000 });
    await bob.room.getByRole('button', { name: "Join Ann's table" }).click();
    const bobTable = bob.room.getByRole('region', { name: 'Room table' });
    await bobTable.getByText(/hand 1/).waitFor();
    // Cy watches: the spectator sees both players, no down card face up, and no action
    await cy.room.getByRole('button', { name: 'Refresh' }).click();
    await cy.room.getByRole('button', { name: "Watch Ann's table" }).click();
    const cyTable = cy.room.getByRole('region', { name: 'Room table' });
    await cyTable.getByText(/^Watching, hand 1/).waitFor();
    await expect(cyTable.getByRole('listitem').count()).resolves.toBe(2);
    await expect(cyTable.getByRole('img', { name: 'face-down card' }).count()).resolves.toBe(4);
    await expect(cyTable.getByRole('button', { name: /Sit out|Check|Call|Fold/ }).count()).resolves.toBe(0);

    // the clock: the player to act sees a countdown (from 30 s) that goes down
    const turn = (await annTable.getByText(/your turn/).isVisible()) ? annTable : bobTable;
    await turn.getByText(/your turn/).waitFor();
    const clock = turn.getByRole('timer', { name: 'Clock' });
    const first = Number(await clock.getAttribute('data-seconds'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    await turn.locator(`.room-clock:not([data-seconds="${first}"])`).waitFor({ timeout: 5000 });
    expect(Number(await clock.getAttribute('data-seconds'))).toBeLessThan(first);
    // plain labels: Fold / Call N / Raise to N (preflop, the small blind facing the big blind) or Check
    const labels = await turn.getByRole('group', { name: 'Your actions' }).getByRole('button').allTextContents();
    for (const label of labels) expect(label).toMatch(/^(Fold|Check|Call \d+|Bet \d+|Raise to \d+)$/);
    expect(labels.join(' ')).not.toMatch(/Room/);

    // play hand 1 to its end: both players and the spectator see its result
    await playUntil([ann.room, bob.room], () => annTable.getByRole('status', { name: 'Hand result' }).isVisible());
    for (const t of [annTable, bobTable, cyTable]) {
      await t.getByRole('status', { name: 'Hand result' }).getByText(/^Hand 1:/).waitFor();
      await expect(t.getByRole('status', { name: 'Hand result' }).textContent()).resolves.toMatch(/(Ann|Bob)( and (Ann|Bob))? wins? \d+ from the pot/);
    }
    const watcher = await connect(kit.room.url);
    const tableId = (await watcher.lobby()).tables[0]!.tableId;
    const hands = await watcher.hands(tableId);
    expect(hands[0]!.players!.slice().sort()).toEqual(['Ann', 'Bob']);
    expect(hands[0]!.finishing_stacks!.reduce((t, s) => t + s, 0)).toBe(400);

    // Bob sits out: from his next hand he is not dealt in, so the table waits (one player left)
    await bobTable.getByRole('button', { name: 'Sit out' }).click();
    await bobTable.getByRole('button', { name: 'Sit in' }).waitFor();
    await expect(annTable.getByRole('listitem', { name: /: Bob$/ }).getByText(/sitting out/).waitFor()).resolves.toBeUndefined();
    await playUntil([ann.room, bob.room], async () => (await annTable.getByText(/between hands/).isVisible()) && (await bobTable.getByText(/sitting out/).first().isVisible()));
    const waiting = await handNumber(ann.room);
    await sleep(500);
    expect(await handNumber(ann.room)).toBe(waiting);
    // ... and sits in: hands are dealt to both again
    await bobTable.getByRole('button', { name: 'Sit in' }).click();
    await bobTable.getByRole('button', { name: 'Sit out' }).waitFor();
    await playUntil([ann.room, bob.room], async () => (await handNumber(bob.room)) > waiting && (await handNumber(ann.room)) > waiting);
    await playUntil([ann.room, bob.room], async () => (await bobTable.getByRole('status', { name: 'Hand result' }).textContent())?.startsWith(`Hand ${waiting + 1}:`) ?? false);
    expect((await watcher.hands(tableId)).length).toBeGreaterThan(waiting - 1);

    expect(await ann.room.getByRole('alert').allTextContents()).toEqual([]);
    expect(await bob.room.getByRole('alert').allTextContents()).toEqual([]);
    expect(kit.errors).toEqual([]);
    await watcher.close();
  }, 120_000);
});
