import type { Card } from '@pokerchart/cards';
import type { VariantDescriptor } from '@pokerchart/engine';
import { describeHand, evaluateHand, type HandValue } from '@pokerchart/evaluator';
import { CardRow } from './Cards.js';
import type { Frame } from './session.js';

export type Lang = 'en' | 'fr';

/** A hand value in words, in English or French; the category when the describer does not know it. */
export function describe(value: HandValue, lang: Lang): string {
  try {
    return describeHand(value, lang);
  } catch {
    return value.category;
  }
}

/** The best hand the cards make so far, or null when they make none yet (or the variant is unknown). */
function bestSoFar(hole: readonly Card[], board: readonly Card[], variant: VariantDescriptor | null): HandValue | null {
  if (!variant) return null;
  try {
    return evaluateHand({
      hole,
      board,
      rule: variant.selection,
      ranking: variant.ranking,
      ...(variant.rankingOptions ? { options: variant.rankingOptions } : {}),
    } as Parameters<typeof evaluateHand>[0]);
  } catch {
    return null;
  }
}

interface Props {
  frame: Frame;
  names: readonly string[];
  /** The seat whose cards are "yours" (live hands), or null (replays). */
  human: number | null;
  variant: VariantDescriptor | null;
  lang: Lang;
}

/** The table: seats with stacks, bets and cards, the board, the pots and, at the end, the result. */
export function TableView({ frame, names, human, variant, lang }: Props) {
  const { view, result } = frame;
  const holeCount = variant?.holeCards ?? 2;
  const shown = new Map((result?.shown ?? []).map((s) => [s.seat, s]));
  const potTotal = view.pots.reduce((t, p) => t + p.amount, 0);
  const committed = view.seats.reduce((t, s) => t + (s?.committed ?? 0), 0);
  const mine = human !== null ? frame.cards[human] : null;
  const myBest = mine && mine.length > 0 ? bestSoFar(mine, view.board, variant) : null;
  return (
    <div class="table">
      <div class="felt">
        <div class="board" aria-label="Board">
          <span class="label">Board</span>
          {view.board.length > 0 ? <CardRow cards={view.board} /> : <span class="muted">no cards yet</span>}
        </div>
        <div class="pots">
          {view.pots.length === 0 && committed === 0 ? (
            <span class="muted">pot empty</span>
          ) : (
            <>
              {view.pots.map((p, i) => (
                <span class="pot" key={i}>
                  {i === 0 ? 'Main pot' : `Side pot ${i}`}: <strong>{p.amount}</strong>
                </span>
              ))}
              {committed > 0 && (
                <span class="pot">
                  Bets this round: <strong>{committed}</strong>
                </span>
              )}
              <span class="pot muted">total {potTotal + committed}</span>
            </>
          )}
        </div>
        {view.street && <div class="street">Betting: {view.street}</div>}
      </div>
      <ul class="seats" aria-label="Seats">
        {view.seats.map((s, seat) => {
          if (s === null) return null;
          // stud games show some cards face up to everyone (`upCards`, when the engine has them)
          const up = (s as { upCards?: Card[] }).upCards ?? [];
          const dealt = frame.cards[seat] ?? null;
          const cards = dealt && up.length > 0 ? dealt.filter((c) => !up.includes(c)) : dealt;
          const show = shown.get(seat);
          const won = result ? (result.payouts[seat] ?? 0) : 0;
          return (
            <li
              key={seat}
              class={['seat', s.folded ? 'folded' : '', view.toAct === seat ? 'to-act' : '', seat === human ? 'you' : ''].join(' ')}
              aria-current={view.toAct === seat ? 'true' : undefined}
            >
              <div class="seat-head">
                <span class="name" title={names[seat]}>
                  {names[seat] ?? `Seat ${seat}`}
                </span>
                {view.button === seat && (
                  <span class="dealer" title="button">
                    D
                  </span>
                )}
                {view.toAct === seat && <span class="badge">to act</span>}
                {s.folded && <span class="badge muted">folded</span>}
                {s.allIn && <span class="badge">all in</span>}
              </div>
              <CardRow cards={s.folded && seat !== human && cards === null ? [] : cards} hidden={s.folded ? 0 : Math.max(0, holeCount - up.length)} />
              {up.length > 0 && (
                <span class="up">
                  <span class="muted">up</span> <CardRow cards={up} />
                </span>
              )}
              <div class="chips">
                stack <strong>{s.stack}</strong>
                {s.committed > 0 && (
                  <>
                    {' '}
                    · bet <strong>{s.committed}</strong>
                  </>
                )}
              </div>
              {show && (
                <div class="shown">
                  {describe(show.value, lang)}
                  {show.low && <> · {describe(show.low, lang)}</>}
                </div>
              )}
              {won > 0 && <div class="won">wins {won}</div>}
            </li>
          );
        })}
      </ul>
      {myBest && !result && (
        <p class="my-hand">
          Your hand: <strong>{describe(myBest, lang)}</strong>
        </p>
      )}
      {result && (
        <p class="result" role="status">
          Hand over{result.showdown ? ' at showdown' : ''}:{' '}
          {result.pots
            .map((p, i) => `${i === 0 ? 'main pot' : `side pot ${i}`} ${p.amount} to ${p.winners.map((w) => names[w] ?? `seat ${w}`).join(' and ')}`)
            .join('; ')}
          .
        </p>
      )}
    </div>
  );
}
