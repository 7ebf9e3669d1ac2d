import type { Card } from '@pokerchart/cards';
import {
  createPaiGowRound, formatPaiGowCard, isFoul, JOKER, paiGowCategory, paiGowHandValue, type PaiGowRound, type PaiGowSet,
} from '@pokerchart/paigow';
import { useState } from 'preact/hooks';
import { CardFace } from './Cards.js';

/** A card of the Pai Gow deck: the joker drawn as its own face, the others as everywhere else. */
function PaiGowCard({ card }: { card: Card }) {
  if (card === JOKER) {
    return (
      <span class="card joker" role="img" aria-label="joker" title="Jk">
        Jk
      </span>
    );
  }
  return <CardFace card={card} />;
}

function handWords(cards: readonly Card[]): string {
  return paiGowCategory(paiGowHandValue(cards)).replace(/-/g, ' ');
}

function byRank(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => (b >> 2) - (a >> 2) || b - a);
}

function SetRow({ label, set }: { label: string; set: PaiGowSet }) {
  return (
    <p class="paigow-set">
      {label}: high{' '}
      <span class="cards">{byRank(set.high).map((c) => <PaiGowCard key={c} card={c} />)}</span> ({handWords(set.high)}), low{' '}
      <span class="cards">{byRank(set.low).map((c) => <PaiGowCard key={c} card={c} />)}</span> ({handWords(set.low)})
    </p>
  );
}

let nextSeed = Math.floor(Math.random() * 1e9);

/**
 * Pai Gow Poker (R280-R285) against the banker: bet, then set the seven cards by clicking the two
 * that make the low hand (or ask for the house way); the banker sets by the house way and the bet
 * is settled, 5% commission on a win.
 */
export function PaiGowPanel() {
  const [round, setRound] = useState<PaiGowRound>(() => createPaiGowRound({ players: 1, seed: nextSeed++ }));
  const [bet, setBet] = useState(100);
  const [low, setLow] = useState<Card[]>([]);
  const [total, setTotal] = useState(0);
  const [, setTick] = useState(0);
  const [error, setError] = useState('');
  const refresh = () => setTick((t) => t + 1);
  const view = round.view(0);

  const deal = () => {
    try {
      round.bet(0, bet);
      setError('');
      setLow([]);
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const finish = (set: PaiGowSet | 'house-way') => {
    round.set(0, set);
    setTotal((t) => t + round.results![0]!.net);
    refresh();
  };
  const toggle = (card: Card) => setLow((l) => (l.includes(card) ? l.filter((c) => c !== card) : l.length < 2 ? [...l, card] : l));
  const cards = view.cards ?? [];
  const chosen: PaiGowSet | null = low.length === 2 ? { high: cards.filter((c) => !low.includes(c)), low } : null;
  const foul = chosen !== null && isFoul(chosen);
  const mine = view.results?.[0];

  return (
    <section class="panel paigow" aria-labelledby="paigow-title">
      <h2 id="paigow-title">Pai Gow Poker against the banker</h2>
      {view.phase === 'bets' && (
        <div class="paigow-bet">
          <label for="paigow-bet">Bet</label>{' '}
          <input id="paigow-bet" type="number" min={1} value={bet} onInput={(e) => setBet(Number((e.target as HTMLInputElement).value))} />{' '}
          <button type="button" class="primary" onClick={deal}>
            Deal seven cards
          </button>
          {error && <p class="error" role="alert">{error}</p>}
        </div>
      )}
      {view.phase === 'paigow-set' && (
        <div class="paigow-setting">
          <p>Click the two cards of your low hand; the other five make your high hand, which must rank above it.</p>
          <div class="cards" role="group" aria-label="your seven cards">
            {cards.map((c) => (
              <button type="button" key={c} class="paigow-card" aria-pressed={low.includes(c)} aria-label={`card ${formatPaiGowCard(c)}`} onClick={() => toggle(c)}>
                <PaiGowCard card={c} />
              </button>
            ))}
          </div>
          {chosen && <SetRow label="Your setting" set={chosen} />}
          {foul && (
            <p class="warning" role="status">
              Foul: the high hand must rank above the low hand.
            </p>
          )}
          <button type="button" class="primary" disabled={chosen === null || foul} onClick={() => chosen && finish(chosen)}>
            Set hands
          </button>{' '}
          <button type="button" onClick={() => finish('house-way')}>
            House way
          </button>
        </div>
      )}
      {view.phase === 'complete' && mine && view.banker && (
        <div class="paigow-result">
          <SetRow label="You" set={mine.set} />
          <SetRow label="Banker" set={view.banker.set} />
          <p class="result" role="status">
            {mine.outcome === 'win' ? `You win ${mine.net} (${mine.commission} commission).` : mine.outcome === 'push' ? 'Push: your bet is returned.' : `You lose ${-mine.net}.`}
          </p>
          <button
            type="button"
            class="primary"
            onClick={() => {
              setRound(createPaiGowRound({ players: 1, seed: nextSeed++ }));
              setLow([]);
            }}
          >
            Next round
          </button>
        </div>
      )}
      <p class="muted">
        Net so far: {total >= 0 ? '+' : ''}
        {total}. Copies go to the banker; the joker is an ace or completes a straight or flush.
      </p>
    </section>
  );
}
