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

/** "run 2, board 1", "board 2", "run 2" (indexes from 0), as the hand has several of each. */
function placeName(run: number, board: number, several: { runs: boolean; boards: boolean }): string {
  return [several.runs ? `run ${run + 1}` : '', several.boards ? `board ${board + 1}` : ''].filter(Boolean).join(', ');
}

/**
 * The board rows to draw: one per board (R230), labelled "Board 1", "Board 2" when there are
 * several; once the hand ran its board more than once (R232), every board of every run.
 */
function boardRows(boards: readonly (readonly Card[])[], runs: readonly (readonly (readonly Card[])[])[]): { label: string; cards: readonly Card[] }[] {
  if (runs.length > 1) {
    const several = { runs: true, boards: runs[0]!.length > 1 };
    return runs.flatMap((run, r) => run.map((cards, b) => ({ label: `Board, ${placeName(r, b, several)}`, cards })));
  }
  if (boards.length <= 1) return [{ label: 'Board', cards: boards[0] ?? [] }];
  return boards.map((cards, b) => ({ label: `Board ${b + 1}`, cards }));
}

/** The table: seats with stacks, bets and cards, every board, the pots and, at the end, the result. */
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
        {boardRows(view.boards ?? [view.board], result?.runs ?? []).map((row) => (
          <div class="board" aria-label={row.label} key={row.label}>
            <span class="label">{row.label}</span>
            {row.cards.length > 0 ? <CardRow cards={row.cards} /> : <span class="muted">no cards yet</span>}
          </div>
        ))}
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
              <CardRow cards={s.folded && seat !== human && cards === null ? [] : cards} hidden={(s as { hiddenCards?: number }).hiddenCards ?? (s.folded ? 0 : Math.max(0, holeCount - up.length))} />
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
              {show && (show.parts ?? []).length > 1 && result && (
                // several boards or runs: the hand on each of them (R231, R232)
                <div class="shown">
                  {show.parts!.map((part) => `${placeName(part.run, part.board, { runs: result.runs.length > 1, boards: result.boards.length > 1 })}: ${describe(part.value, lang)}${part.low ? ` (${describe(part.low, lang)})` : ''}`).join(' · ')}
                </div>
              )}
              {show && (show.parts ?? []).length <= 1 && (
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
            .map((p, i) => {
              const who = (seats: readonly number[]) => seats.map((w) => names[w] ?? `seat ${w}`).join(' and ');
              const pot = `${i === 0 ? 'main pot' : `side pot ${i}`} ${p.amount}`;
              // several boards or runs: each part of the pot on its own board (R231, R232)
              const parts = p.parts ?? [];
              if (parts.length <= 1) return `${pot} to ${who(p.winners)}`;
              const several = { runs: result.runs.length > 1, boards: result.boards.length > 1 };
              return `${pot}: ${parts.map((part) => `${placeName(part.run, part.board, several)} ${part.amount} to ${who([...part.highWinners, ...part.lowWinners.filter((w) => !part.highWinners.includes(w))])}`).join(', ')}`;
            })
            .join('; ')}
          .
        </p>
      )}
    </div>
  );
}
