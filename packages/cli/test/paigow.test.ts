import { describe, expect, it } from 'vitest';
import { createPaiGowRound, formatPaiGowCards, houseWay, isFoul, simulatePaiGow } from '@pokerchart/paigow';
import { run } from './runCliHelper.js';

/** Seat 0's cards in round `n` (0-based) of `pokerchart paigow --seed S --players P`, dealt as the command deals them. */
function cardsOf(seed: number, players = 1) {
  const round = createPaiGowRound({ players, seed });
  for (let s = 0; s < players; s++) round.bet(s, 100);
  return { cards: round.view(0).cards!, banker: round.context.bankerCards! };
}

describe('pokerchart paigow', () => {
  it('R280 R283 plays a scripted round against the banker and settles it', async () => {
    const r = await run(['paigow', '--seed', '3'], '\n2 5\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Pai Gow Poker: you against the banker. Seed 3.');
    expect(r.out).toMatch(/Your cards: 1:\S\S 2:\S\S 3:\S\S 4:\S\S 5:\S\S 6:\S\S 7:\S\S/);
    expect(r.out).toMatch(/You: +high .* low .*\nBanker: high/);
    expect(r.out).toMatch(/You win \d+|Push: your bet is returned|You lose 100/);
    expect(r.out).toMatch(/You leave the table after 1 round: [+-]\d+/);
  });

  it('R284 "h" sets your cards by the house way; the banker always does', async () => {
    const { cards, banker } = cardsOf(8);
    const r = await run(['paigow', '--seed', '8'], '\nh\nq\n');
    const low = formatPaiGowCards(houseWay(cards).low);
    const lowShown = /You: +high .*, low (\S\S \S\S)/.exec(r.out)![1]!;
    expect(new Set(lowShown.split(' '))).toEqual(new Set(low.split(' ')));
    const bankerLow = /Banker: high .*, low (\S\S \S\S)/.exec(r.out)![1]!;
    expect(new Set(bankerLow.split(' '))).toEqual(new Set(formatPaiGowCards(houseWay(banker).low).split(' ')));
  });

  it('R282 a foul setting and unreadable input are refused, and asked again', async () => {
    // find a seed whose cards allow a foul with the two highest-ranked cards in front
    let seed = 1;
    let low = '';
    for (; seed < 200; seed++) {
      const { cards } = cardsOf(seed);
      const sorted = [...cards].sort((a, b) => b - a);
      const set = { high: sorted.slice(2), low: sorted.slice(0, 2) };
      if (sorted.every((c) => c !== 52) && isFoul(set)) {
        low = formatPaiGowCards(set.low);
        break;
      }
    }
    const r = await run(['paigow', '--seed', String(seed)], `\n${low}\nAs Ah Kd\n1 1\nh\nq\n`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Foul: your five-card hand');
    expect(r.out).toContain('Not understood: name two cards for the low hand');
    expect(r.out).toContain('Not understood: two different positions');
    expect(r.out).toMatch(/Banker: high/);
  });

  it('R280 refuses a bad bet and ends cleanly at the end of input', async () => {
    const r = await run(['paigow', '--seed', '2'], 'lots\n');
    expect(r.out).toContain('Not allowed: "lots"');
    expect(r.out).toContain('End of input.');
    expect(r.code).toBe(0);
  });

  it('R285 --simulate N prints the rates against the reference; --json gives simulatePaiGow\'s figures', async () => {
    const r = await run(['paigow', '--simulate', '20000', '--seed', '5']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/player wins +\d+\.\d\d% +\(reference 28\.55%\)/);
    expect(r.out).toMatch(/house edge +-?\d+\.\d\d%/);
    const j = await run(['paigow', '--simulate', '20000', '--seed', '5', '--json']);
    expect(JSON.parse(j.out)).toEqual(simulatePaiGow({ hands: 20000, seed: 5 }));
  });

  it('bad options are usage errors', async () => {
    expect((await run(['paigow', '--players', '7'])).code).toBe(2);
    expect((await run(['paigow', '--json'])).code).toBe(2);
    expect((await run(['paigow', '--simulate', '0'])).code).toBe(2);
  });
});
