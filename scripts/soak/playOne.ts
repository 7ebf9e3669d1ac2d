// One hand of the soak: drawn, played with random legal and illegal actions (and manual deals,
// persist/restore alongside the original), and checked at every step and at the end.
import { type Card, createRng, formatCard } from '@pokerchart/cards';
import { IllegalActionError } from '@pokerchart/betting';
import { type ExchangeState, type Hand, DealingError, HandOptionsError, createHand, restoreHand } from '@pokerchart/engine';
import { RefHand } from '../referenceModel.mjs';
import { discardChoice, illegalChoice, illegalDiscard, legalChoice } from './actions.js';
import { Broken, checkCards, checkChips, checkEnd, checkLegal, checkView, must, sum } from './checks.js';
import { type SoakConfig, chance, decks, drawConfig, handSeedOf, pick } from './drawConfig.js';
import { checkAgainstModel, legalText, openPairNow, refConfigOf } from './model.js';

/** A hand longer than this many steps is a failure. */
const MAX_STEPS = 2_000;

/** A broken hand: which, its seed and configuration, the actions played, what broke. */
export interface SoakFailure {
  i: number;
  hseed: number;
  cfg: SoakConfig;
  trail: string[];
  what: string;
}

/** What the soak played, by kind. */
export const stats = {
  hands: 0, steps: 0, illegal: 0, restores: 0, rejectedConfigs: 0, modelled: 0, modelledStud: 0,
  byVariant: new Map<string, number>(), byBetting: new Map<string, number>(), byDealing: new Map<string, number>(),
  byPlayers: new Map<number, number>(), byFeature: new Map<string, number>(), rejected: new Map<string, number>(),
};
const bump = <K>(m: Map<K, number>, k: K): void => {
  m.set(k, (m.get(k) ?? 0) + 1);
};

/** Plays hand `i`; returns null or a failure description. */
export function playOne(seed: number, i: number): SoakFailure | null {
  const hseed = handSeedOf(seed, i);
  const rng = createRng(hseed);
  const cfg = drawConfig(rng);
  const trail: string[] = [];
  let hand: Hand;
  try {
    hand = createHand(cfg.options);
  } catch (error) {
    if (error instanceof HandOptionsError) {
      stats.rejectedConfigs++;
      bump(stats.rejected, (error.code as string | undefined) ?? error.message.slice(0, 60));
      return null;
    }
    const e = error as Error | undefined;
    return { i, hseed, cfg, trail, what: `createHand threw ${e?.constructor?.name}: ${e?.message}` };
  }
  const total = sum(cfg.options.stacks);
  const refConfig = refConfigOf(cfg);
  const ref = refConfig === null ? null : new RefHand(refConfig);
  let twin = null as Hand | null; // the original, followed alongside a restored copy
  const variant = cfg.options.variant;
  const betting = cfg.options.betting;
  const deckCards = decks.get(cfg.variantId)!;
  /** Persists the hand through JSON, restores it, plays on with the copy and keeps the original alongside. */
  const restore = (): void => {
    const saved = JSON.parse(JSON.stringify(hand.persist()));
    const restored = restoreHand(saved, { variant, betting });
    stats.restores++;
    trail.push('persist/restore');
    must(JSON.stringify(restored.persist()) === JSON.stringify(saved), 'restored hand persists differently');
    if (twin) twin.actor.stop();
    twin = hand;
    hand = restored;
  };
  try {
    let steps = 0;
    while (!hand.isComplete) {
      must(++steps <= MAX_STEPS, `hand not finished after ${MAX_STEPS} steps`);
      checkChips(hand, total);
      checkCards(hand, cfg.variantId);
      const phase = hand.context.phase;
      const awaiting = (hand.context.kinds.exchange as ExchangeState | undefined)?.awaiting ?? null;
      if (awaiting !== null) {
        // manual dealing: the replacements of the seat that just discarded (R212)
        const ctx = hand.context;
        const used = new Set<Card>(ctx.board);
        ctx.holeCards.forEach((h) => h && h.forEach((c) => used.add(c)));
        const free = deckCards.filter((c) => !used.has(c));
        const cards: Card[] = [];
        for (let t = 0; t < awaiting.count; t++) cards.push(free.splice(rng.int(free.length), 1)[0]!);
        if (chance(rng, 0.1)) {
          const before = JSON.stringify(hand.persist());
          let threw: Error | null = null;
          try { hand.dealHole(awaiting.seat, cards.concat(free.slice(0, 1))); } catch (e) { threw = e as Error; }
          trail.push('bad-replacements');
          must(threw instanceof DealingError, `bad replacements gave ${threw ? threw.constructor.name + ': ' + threw.message : 'no error'}`);
          must(JSON.stringify(hand.persist()) === before, 'R0.3 refused replacements changed the hand');
        }
        if (chance(rng, 0.05)) restore();
        trail.push(`dealHole(${awaiting.seat}, ${cards.map(formatCard).join('')})`);
        hand.dealHole(awaiting.seat, cards);
        if (twin) twin.dealHole(awaiting.seat, cards);
        continue;
      }
      if (phase === 'hole' || phase === 'board' || (phase === 'runout' && hand.context.dealing === 'manual')) {
        const ctx = hand.context;
        const used = new Set<Card>([...ctx.board, ...ctx.extraBoards.flat(), ...ctx.burns]);
        ctx.holeCards.forEach((h) => h && h.forEach((c) => used.add(c)));
        const free = deckCards.filter((c) => !used.has(c));
        const take = (n: number): Card[] => {
          const out: Card[] = [];
          for (let t = 0; t < n; t++) out.push(free.splice(rng.int(free.length), 1)[0]!);
          return out;
        };
        // a bad deal first, now and then: refused with DealingError, nothing changes
        if (chance(rng, 0.1)) {
          const before = JSON.stringify(hand.persist());
          const bad = phase === 'hole'
            ? () => hand.dealHole(pick(rng, [-1, 99, ctx.dealOrder[0]]), [used.size > 0 ? [...used][0] : 60, 61])
            : () => hand.dealBoard(chance(rng, 0.5) ? [] : [...used].slice(0, 1).concat(take(0)));
          let threw: Error | null = null;
          try { bad(); } catch (e) { threw = e as Error; }
          trail.push('bad-deal');
          must(threw instanceof DealingError, `bad manual deal gave ${threw ? threw.constructor.name + ': ' + threw.message : 'no error'}`);
          must(JSON.stringify(hand.persist()) === before, 'R0.3 a refused deal changed the hand');
        }
        if (chance(rng, 0.05)) restore(); // a save while the hand waits for cards
        // the street being dealt: the first seat deal that a seat still in has not had (stud
        // deals one per street, R200, also in an all-in run-out; the flop games one, all hole cards)
        const seatDeals = (variant.steps ?? []).filter((st) => st.kind === 'seats').map((st) => (st as { cards: readonly unknown[] }).cards.length);
        if (seatDeals.length === 0) seatDeals.push(variant.holeCards);
        if (phase === 'hole' || seatDeals.length > 1) {
          const live = ctx.dealOrder.filter((s) => !ctx.betting.folded[s]);
          let upTo = 0;
          let k = 0;
          for (; k < seatDeals.length; k++) {
            upTo += seatDeals[k];
            if (live.some((s) => ctx.holeCards[s]!.length < upTo)) break;
          }
          for (const s of live) {
            if (ctx.holeCards[s]!.length < upTo) {
              const cards = take(upTo - ctx.holeCards[s]!.length);
              const arg = chance(rng, 0.5) ? cards : cards.map(formatCard).join(' ');
              trail.push(`dealHole(${s}, ${cards.map(formatCard).join('')})`);
              hand.dealHole(s, arg);
              if (twin) twin.dealHole(s, arg);
            }
          }
        } else {
          let next = ctx.dealtStreet + 1;
          while (variant.streets[next].board === 0) next++;
          const street = variant.streets[next];
          const cards = take(street.board * (variant.boards ?? 1)); // R230: every board's cards, board 1 first
          trail.push(`dealBoard(${cards.map(formatCard).join('')})`);
          hand.dealBoard(cards);
          if (twin) twin.dealBoard(cards);
        }
        continue;
      }
      const la = checkLegal(hand);
      must(la !== null, `phase ${phase} state ${JSON.stringify(hand.state)} but nobody to act`);
      if (la.runIt !== null) {
        // R232: betting closed all-in and the hand asks how many runs; the model's betting is over
        must(!la.fold && !la.check && la.call === null && la.raiseTo === null && la.runIt.max >= 1, `a choice of runs offers only run-it: ${JSON.stringify(la)}`);
        if (twin) must(JSON.stringify(twin.legalActions()) === JSON.stringify(la), 'restored hand offers other legal actions than the original');
        if (chance(rng, 0.1)) {
          const before = JSON.stringify(hand.persist());
          const bad = pick(rng, [{ type: 'run-it', times: la.runIt.max + 1 }, { type: 'run-it', times: 0 }, { type: 'check' }, { type: 'call' }]);
          let threw: Error | null = null;
          try { hand.act(bad as never); } catch (e) { threw = e as Error; }
          stats.illegal++;
          must(threw instanceof IllegalActionError, `illegal ${JSON.stringify(bad)} while runs are chosen: ${threw ? threw.message : 'accepted'}`);
          must(JSON.stringify(hand.persist()) === before, 'R0.3 a refused choice of runs changed the hand');
        }
        if (chance(rng, 0.05)) restore();
        const action = { type: 'run-it' as const, times: 1 + rng.int(la.runIt.max) };
        trail.push(JSON.stringify(action));
        hand.act(action);
        if (twin) twin.act(action);
        continue;
      }
      if (la.discard !== null) {
        // a draw (R212): the reference model has no draws; it checks the betting around them
        const held = hand.context.holeCards[la.seat]!;
        const offer = la as typeof la & { discard: { min: number; max: number } };
        if (twin) must(JSON.stringify(twin.legalActions()) === JSON.stringify(la), 'restored hand offers other legal actions than the original');
        if (chance(rng, 0.1)) checkView(hand, chance(rng, 0.2) ? 'spectator' : pick(rng, hand.context.dealOrder));
        if (chance(rng, 0.08)) {
          const other = hand.context.holeCards.find((h, s) => h && s !== la.seat && h.length > 0)?.[0];
          const bad = illegalDiscard(rng, offer, held, other);
          const before = JSON.stringify(hand.persist());
          let threw: Error | null = null;
          try { hand.act(bad as never); } catch (e) { threw = e as Error; }
          stats.illegal++;
          trail.push(`illegal ${JSON.stringify(bad)}`);
          must(threw instanceof IllegalActionError, `illegal ${JSON.stringify(bad)} in a draw: ${threw ? `${threw.constructor.name}: ${threw.message}` : 'accepted'}`);
          must(JSON.stringify(hand.persist()) === before, `R0.3 refused ${JSON.stringify(bad)} changed the hand`);
        }
        if (chance(rng, 0.03)) restore();
        const action = discardChoice(rng, offer, held);
        trail.push(JSON.stringify(action));
        try {
          hand.act(action);
        } catch (error) {
          const e = error as Error | undefined;
          throw new Broken(`discard ${JSON.stringify(action)} refused for ${JSON.stringify(la)}: ${e?.constructor?.name}: ${e?.message}`);
        }
        if (twin) twin.act(action);
        stats.steps++;
        continue;
      }
      if (ref && ref.awaitingOpener) ref.open(hand.toAct!, { openPair: openPairNow(cfg, hand, ref.street) });
      if (ref) {
        const mine = ref.legal();
        must(hand.toAct === ref.toAct && legalText(la) === legalText(mine),
          `reference model R57-R96: seat to act ${hand.toAct}, legal actions ${legalText(la)}; model ${ref.toAct}, ${legalText(mine)}`);
      }
      if (twin) must(JSON.stringify(twin.legalActions()) === JSON.stringify(la), 'restored hand offers other legal actions than the original');
      if (chance(rng, 0.1)) checkView(hand, chance(rng, 0.2) ? 'spectator' : pick(rng, hand.context.dealOrder));
      // R61: 'bet' opens a round with nothing wagered (a stud completion by the bring-in seat too, R202)
      const opening = hand.context.betting.currentBet === 0;
      if (chance(rng, 0.08)) {
        const bad = illegalChoice(rng, la, opening);
        // the snapshot object is immutable: the same object after the refusal means nothing
        // changed; one refusal in ten is also compared through persist() as JSON
        const snap = hand.actor.getSnapshot();
        const before = chance(rng, 0.1) ? JSON.stringify(hand.persist()) : null;
        let threw: Error | null = null;
        try { hand.act(bad as never); } catch (e) { threw = e as Error; }
        stats.illegal++;
        trail.push(`illegal ${JSON.stringify(bad)}`);
        must(threw instanceof IllegalActionError,
          `illegal ${JSON.stringify(bad)} for ${JSON.stringify(la)}: ${threw ? `${threw.constructor.name}: ${threw.message}` : 'accepted'}`);
        const after = hand.actor.getSnapshot();
        if (after !== snap) {
          must(JSON.stringify([after.value, after.context]) === JSON.stringify([snap.value, snap.context]), `R0.3 refused ${JSON.stringify(bad)} changed the hand`);
        }
        if (before !== null) must(JSON.stringify(hand.persist()) === before, `R0.3 refused ${JSON.stringify(bad)} changed the persisted hand`);
      }
      if (chance(rng, 0.015)) restore();
      const bs = hand.context.betting;
      const action = legalChoice(rng, la, opening, bs.committed[la.seat] + bs.stacks[la.seat], bs.stacks[la.seat]);
      trail.push(JSON.stringify(action));
      try {
        hand.act(action as never);
      } catch (error) {
        const e = error as Error | undefined;
        throw new Broken(`offered action ${JSON.stringify(action)} refused for ${JSON.stringify(la)}: ${e?.constructor?.name}: ${e?.message}`);
      }
      if (twin) twin.act(action as never);
      if (ref) ref.act(action);
      stats.steps++;
    }
    checkChips(hand, total);
    checkCards(hand, cfg.variantId);
    checkEnd(hand, total);
    if (ref) checkAgainstModel(hand, ref);
    must(hand.legalActions() === null && hand.toAct === null, 'complete hand still offers actions');
    checkView(hand, 'spectator');
    checkView(hand, pick(rng, hand.context.dealOrder));
    if (twin) {
      must(twin.isComplete, 'the original did not finish with the restored copy');
      must(JSON.stringify(twin.result) === JSON.stringify(hand.result), 'restored hand ended with another result than the original');
      must(JSON.stringify(twin.persist()) === JSON.stringify(hand.persist()), 'restored hand ended in another state than the original');
    }
  } catch (error) {
    const e = error as Error | undefined;
    const what = e instanceof Broken ? e.message : `${e?.constructor?.name}: ${e?.message}\n${e?.stack?.split('\n').slice(1, 4).join('\n')}`;
    return { i, hseed, cfg, trail, what };
  } finally {
    hand.actor.stop();
    if (twin) twin.actor.stop();
  }
  stats.hands++;
  if (ref) stats.modelled++;
  if (ref?.stud) stats.modelledStud++;
  bump(stats.byVariant, cfg.variantId);
  bump(stats.byBetting, cfg.bettingLabel.split('(')[0]);
  if (cfg.bettingLabel.startsWith('fixedLimit')) bump(stats.byBetting, cfg.bettingLabel);
  bump(stats.byDealing, cfg.dealing);
  bump(stats.byPlayers, cfg.players);
  for (const f of cfg.features) bump(stats.byFeature, f);
  if (cfg.options.stacks.some((s) => s > 0 && s <= (cfg.options.blinds?.big ?? 1) * 2)) bump(stats.byFeature, 'short stack');
  return null;
}

