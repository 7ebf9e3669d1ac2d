import { describe, expect, it } from 'vitest';
import { PokerchartError } from '@pokerchart/cards';
import {
  comparePaiGow, createPaiGowRound, formatPaiGowCard, houseWay, isFoul, paiGowHandValue, PaiGowError, parsePaiGowCards, settlePaiGow, simulatePaiGow,
} from '../src/index.js';
import { c, set } from './helpers.js';

const JUNK: unknown[] = [NaN, Infinity, -1, 1.5, '3', null, undefined, {}, [], '__proto__', 'toString', () => 1];

/** Calls `fn` and expects a PaiGowError (a PokerchartError with a code), never a TypeError. */
function refused(fn: () => unknown): void {
  let error: unknown = null;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error, 'expected a refusal').toBeInstanceOf(PokerchartError);
  expect(error).toBeInstanceOf(PaiGowError);
  expect(typeof (error as PaiGowError).code).toBe('string');
}

describe('hostile input (R280-R285)', () => {
  it('R280 junk cards and junk hands get a typed error', () => {
    for (const j of JUNK) {
      refused(() => houseWay(j as never));
      refused(() => houseWay([0, 1, 2, 3, 4, 5, j] as never));
      refused(() => paiGowHandValue(j as never));
      refused(() => paiGowHandValue([0, 1, 2, 3, j] as never));
      refused(() => isFoul(j as never));
      refused(() => isFoul({ high: [0, 1, 2, 3, j], low: [5, 6] } as never));
      refused(() => comparePaiGow(j as never, set('As Kd 9c 7h 5s | 3d 2c')));
      refused(() => formatPaiGowCard(j as never));
    }
  });

  it('R280 a long text of cards is read in linear time and duplicates refused', () => {
    refused(() => parsePaiGowCards('As '.repeat(1_000_000)));
    refused(() => parsePaiGowCards('Xx'.repeat(1_000_000)));
    expect(parsePaiGowCards(' As,  Kd\tJk ')).toEqual(c('As Kd Jk'));
  });

  it('R283 junk bets, outcomes and commissions are refused', () => {
    for (const j of JUNK) {
      refused(() => settlePaiGow(j as never, 'win'));
      refused(() => settlePaiGow(100, j as never));
      if (j !== undefined) refused(() => settlePaiGow(100, 'win', j as never));
    }
  });

  it('R285 junk simulation options are refused', () => {
    for (const j of JUNK) {
      refused(() => simulatePaiGow({ hands: j, seed: 1 } as never));
      if (j !== -1) refused(() => simulatePaiGow({ hands: 10, seed: j } as never)); // -1 is a seed
    }
    refused(() => simulatePaiGow(null as never));
  });

  it('R280 R282 junk round options and events are refused and change nothing; no prototype is polluted', () => {
    for (const j of JUNK) {
      if (j !== undefined && j !== null) refused(() => createPaiGowRound({ seed: 1, players: j } as never)); // absent: 1 player
      if (j !== -1) refused(() => createPaiGowRound({ seed: j } as never));
    }
    const round = createPaiGowRound(JSON.parse('{"seed": 4, "players": 2, "__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const before = JSON.stringify(round.context);
    for (const j of JUNK) {
      refused(() => round.send(j as never));
      refused(() => round.send({ type: 'BET', seat: j, amount: 10 } as never));
      refused(() => round.send({ type: 'BET', seat: 0, amount: j } as never));
      refused(() => round.send({ type: 'SET', seat: 0, set: j } as never));
      refused(() => round.send({ type: j } as never));
    }
    expect(JSON.stringify(round.context)).toBe(before);
    round.bet(0, 10);
    round.bet(1, 10);
    const dealt = JSON.stringify(round.context);
    for (const j of JUNK) {
      refused(() => round.send({ type: 'SET', seat: 0, set: { high: j, low: j } } as never));
      refused(() => round.send({ type: 'SET', seat: 0, set: { high: [j, 1, 2, 3, 4], low: [5, 6] } } as never));
      refused(() => round.send({ type: 'SET', seat: 0, houseWay: j } as never));
    }
    expect(JSON.stringify(round.context)).toBe(dealt);
  });
});
