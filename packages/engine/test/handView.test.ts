// handView: the PlayerView of a hand from its context alone (what a table or a spawned hand actor
// holds) is Hand.view's, and its pots never count this round's bets twice.
import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { createHand, handView, ViewShare, type Hand, type PlayerView } from '../src/index.js';
import { holdem, omahaHiLo, studSteps, tripleDraw } from './fixtures.js';
import { defineVariant } from '../src/index.js';
import { createRng } from '@pokerchart/cards';
import { randomAction } from './randomPlay.js';

const stud = defineVariant({ id: 'v-stud', name: 'View stud', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 7 }, steps: studSteps(true) });

/** Every seat's view and the spectator's, at every step of a hand played by random legal actions. */
function everyView(hand: Hand, check: (seat: number | 'spectator') => void, seed: number): void {
  const rng = createRng(seed);
  const seats = hand.context.betting.seatCount;
  for (let step = 0; ; step++) {
    for (let s = 0; s < seats; s++) check(s);
    check('spectator');
    if (hand.isComplete || step > 300) break;
    const legal = hand.legalActions()!;
    if (legal.discard !== null) hand.act({ type: 'discard', cards: hand.context.holeCards[legal.seat]!.slice(0, legal.discard.min) });
    else if (legal.bringIn !== null && rng.int(2) === 0) hand.act({ type: 'bring-in' });
    else hand.act(randomAction(hand, rng));
  }
}

describe('handView: a hand seen from its context alone', () => {
  const cases = [
    { name: "No Limit hold'em", variant: holdem, betting: noLimit(), extra: { blinds: { small: 5, big: 10 }, ante: { amount: 2, mode: 'each' as const } } },
    { name: 'Pot Limit Omaha Hi-Lo', variant: omahaHiLo, betting: potLimit(), extra: { blinds: { small: 5, big: 10 } } },
    { name: 'fixed-limit triple draw', variant: tripleDraw, betting: fixedLimit({ smallBet: 10 }), extra: { blinds: { small: 5, big: 10 } } },
    { name: 'stud', variant: stud, betting: fixedLimit({ smallBet: 10 }), extra: { ante: { amount: 1, mode: 'each' as const }, bringIn: 3 } },
  ];
  for (const c of cases) {
    it(`${c.name}: equals Hand.view for every seat and the spectator, at every step (R207, R127, R130)`, () => {
      for (let h = 0; h < 12; h++) {
        const hand = createHand({ variant: c.variant, betting: c.betting, stacks: [300, 500, 700, 900].slice(0, 2 + (h % 3)), button: 0, dealing: { seed: h }, ...c.extra });
        everyView(hand, (seat) => expect(handView(hand.context, seat, c.variant, c.betting)).toEqual(hand.view(seat)), 10 + h);
      }
    });
  }

  for (const c of cases) {
    it(`${c.name}: a view made since the viewer's earlier view equals a fresh one, and shares its unchanged log entries (R207, R127, R130, R212)`, () => {
      let shared = 0;
      // short stacks go all in where the sizes are free (R127); fixed limit with the stacks and seeds above
      const free = c.betting.id !== 'fixed-limit';
      for (let h = 0; h < (free ? 16 : 12); h++) {
        const hand = createHand({ variant: c.variant, betting: c.betting, stacks: (free ? [30, 500, 60, 900] : [300, 500, 700, 900]).slice(0, 2 + (h % 3)), button: free ? h % 2 : 0, dealing: { seed: free ? 50 + h : h }, ...c.extra });
        const last = new Map<number | 'spectator', PlayerView>();
        everyView(hand, (seat) => {
          const before = last.get(seat);
          const view = handView(hand.context, seat, c.variant, c.betting, { since: before ?? null });
          expect(JSON.stringify(view)).toBe(JSON.stringify(hand.view(seat)));
          if (before !== undefined) for (let i = 0; i < before.log.length; i++) if (view.log[i] === before.log[i]) shared++;
          last.set(seat, view);
        }, free ? 70 + h : 10 + h);
      }
      expect(shared).toBeGreaterThan(0);
    });
  }

  for (const c of cases) {
    it(`${c.name}: views made with since share the entries every viewer sees alike across viewers, a dealt entry only with its cards hidden (R207, R212)`, () => {
      const hand = createHand({ variant: c.variant, betting: c.betting, stacks: [300, 500, 700], button: 0, dealing: { seed: 9 }, ...c.extra });
      const last = new Map<number | 'spectator', PlayerView>();
      let crossShared = 0;
      everyView(hand, (seat) => {
        const view = handView(hand.context, seat, c.variant, c.betting, { since: last.get(seat) ?? null });
        last.set(seat, view);
        if (seat !== 'spectator') return;
        // the spectator's view against each seat's view of the same moment
        for (let s = 0; s < 3; s++) {
          const other = last.get(s)!;
          for (let i = 0; i < view.log.length; i++) {
            if (view.log[i] !== other.log[i]) continue;
            // a dealt entry only as those who cannot see its cards see it
            const entry = view.log[i]!;
            if (entry.type === 'dealt') expect(entry.cards).toBeNull();
            crossShared++;
          }
        }
        // and a view made without since is a copy of its own
        const own = handView(hand.context, 'spectator', c.variant, c.betting);
        expect(own.log.some((e, i) => e === view.log[i])).toBe(false);
      }, 33);
      expect(crossShared).toBeGreaterThan(0);
    });
  }

  for (const c of cases) {
    it(`${c.name}: views of one moment made with one ViewShare equal fresh views, and share the board, the pots and each seat seen alike; an own seat stays its own (R207, R127, R130)`, () => {
      const free = c.betting.id !== 'fixed-limit';
      let alike = 0;
      // the stacks, buttons and seeds of the test above (random fixed-limit play is legal with these)
      for (let h = 0; h < 12; h++) {
        const hand = createHand({ variant: c.variant, betting: c.betting, stacks: (free ? [30, 500, 60, 900] : [300, 500, 700, 900]).slice(0, 2 + (h % 3)), button: free ? h % 2 : 0, dealing: { seed: free ? 50 + h : h }, ...c.extra });
        const seats = hand.context.betting.seatCount;
        const last = new Map<number | 'spectator', PlayerView>();
        let share = new ViewShare();
        let moment: PlayerView[] = [];
        everyView(hand, (seat) => {
          const view = handView(hand.context, seat, c.variant, c.betting, { since: last.get(seat) ?? null, share });
          expect(JSON.stringify(view)).toBe(JSON.stringify(hand.view(seat)));
          last.set(seat, view);
          moment.push(view);
          if (seat !== 'spectator') return;
          // the moment's views, one per seat and the spectator's: what they see alike is one object
          const spectator = view;
          for (const other of moment) {
            expect(other.pots).toBe(spectator.pots);
            expect(other.board).toBe(spectator.board);
            expect(other.boards).toBe(spectator.boards);
            for (let s = 0; s < seats; s++) {
              if (other.viewer === s && hand.context.exposed[s] !== true && other.seats[s] !== null) expect(other.seats[s]).not.toBe(spectator.seats[s]);
              else {
                expect(other.seats[s]).toBe(spectator.seats[s]);
                if (other !== spectator) alike++;
              }
            }
          }
          // the next moment: a new share
          share = new ViewShare();
          moment = [];
        }, free ? 70 + h : 10 + h);
      }
      expect(alike).toBeGreaterThan(0);
    });
  }

  it('a ViewShare used again once the hand has moved on throws VIEW_SHARE_MOVED instead of making a view of the past', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 5 } });
    const share = new ViewShare();
    handView(hand.context, 0, holdem, noLimit(), { since: null, share });
    handView(hand.context, 1, holdem, noLimit(), { since: null, share });
    hand.act({ type: 'call' });
    expect(() => handView(hand.context, 2, holdem, noLimit(), { since: null, share })).toThrow(expect.objectContaining({ code: 'VIEW_SHARE_MOVED' }));
    // a new share for the new moment
    expect(JSON.stringify(handView(hand.context, 2, holdem, noLimit(), { since: null, share: new ViewShare() }))).toBe(JSON.stringify(hand.view(2)));
  });

  it('a view made since another viewer\'s view, or since a view of another hand, is a fresh view', () => {
    const a = createHand({ variant: holdem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 5 } });
    const b = createHand({ variant: holdem, betting: noLimit(), stacks: [100, 100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 6 } });
    const seat0 = handView(a.context, 0, holdem, noLimit());
    expect(handView(a.context, 1, holdem, noLimit(), { since: seat0 })).toEqual(a.view(1));
    expect(handView(b.context, 0, holdem, noLimit(), { since: seat0 })).toEqual(b.view(0));
    expect(handView(b.context, 0, holdem, noLimit(), { since: seat0 }).log.some((e, i) => e === seat0.log[i])).toBe(false);
  });

  it('R111 the pots hold the chips of finished rounds and antes; the bets of the round being played are only in `committed`', () => {
    for (let h = 0; h < 20; h++) {
      const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [200, 400, 600, 800], button: h % 4, blinds: { small: 5, big: 10 }, ante: { amount: 1, mode: 'each' }, dealing: { seed: 100 + h } });
      everyView(hand, (seat) => {
        if (hand.isComplete) return;
        const view = handView(hand.context, seat, holdem, noLimit());
        const inPots = view.pots.reduce((a, p) => a + p.amount, 0);
        const committed = view.seats.reduce((a, s) => a + (s?.committed ?? 0), 0);
        const b = hand.context.betting;
        // every chip put in is either in a pot or still in front of a seat, never both (R0.5)
        expect(inPots + committed).toBe(b.contributed.reduce((a, x) => a + x, 0) + b.dead);
      }, 200 + h);
    }
  });

  it('a view is a copy: changing it changes nothing in the hand', () => {
    const hand = createHand({ variant: holdem, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 3 } });
    const view = handView(hand.context, 0, holdem, noLimit());
    (view.log[0] as { amount?: number }).amount = 99;
    view.seats[0]!.holeCards!.pop();
    expect(hand.view(0)).toEqual(handView(hand.context, 0, holdem, noLimit()));
    expect(hand.view(0).log[0]).not.toEqual(view.log[0]);
  });
});
