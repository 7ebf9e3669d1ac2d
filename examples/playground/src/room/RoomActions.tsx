import type { LegalActions, PlayerAction } from '@pokerchart/betting';
import { useEffect, useState } from 'preact/hooks';

interface Props {
  /** The seat's legal actions (its turn). */
  legal: LegalActions;
  /** The largest bet of the round so far: 0 means a wager is a bet, else a raise (R61). */
  currentBet: number;
  /** The seat's cards, for standing pat or the fewest discards. */
  held: readonly number[];
  onAct: (action: PlayerAction) => void;
}

/**
 * The seat's legal actions as buttons with plain labels: "Fold", "Check", "Call 10", "Bet 20" or
 * "Raise to 40" (the amount in the "Amount" input, bounded by `raiseTo`), "Bring in 3",
 * "Stand pat" / "Discard 2", "Run it once" / "Run it twice".
 */
export function RoomActions({ legal, currentBet, held, onAct }: Props) {
  const bounds = legal.raiseTo;
  const [amount, setAmount] = useState(bounds ? String(bounds.min) : '');
  const [error, setError] = useState('');
  useEffect(() => {
    setAmount(bounds ? String(bounds.min) : '');
    setError('');
  }, [bounds?.min, bounds?.max]);
  const to = Number(amount);
  const word: 'bet' | 'raise' = currentBet === 0 || legal.bringIn !== null ? 'bet' : 'raise';
  const wager = () => {
    if (!bounds) return;
    if (!Number.isInteger(to) || to < bounds.min || to > bounds.max) {
      setError(`Enter a whole number from ${bounds.min} to ${bounds.max}.`);
      return;
    }
    onAct({ type: word, to });
  };
  const discard = legal.discard;
  const runIt = legal.runIt;
  return (
    <div class="actions room-actions" role="group" aria-label="Your actions">
      <div class="buttons">
        {legal.fold && (
          <button type="button" class="act fold" onClick={() => onAct({ type: 'fold' })}>
            Fold
          </button>
        )}
        {legal.check && (
          <button type="button" class="act passive" onClick={() => onAct({ type: 'check' })}>
            Check
          </button>
        )}
        {legal.call !== null && (
          <button type="button" class="act passive" onClick={() => onAct({ type: 'call' })}>
            Call {legal.call}
          </button>
        )}
        {legal.bringIn !== null && (
          <button type="button" class="act passive" onClick={() => onAct({ type: 'bring-in' })}>
            Bring in {legal.bringIn}
          </button>
        )}
        {discard !== null && discard.min === 0 && (
          <button type="button" class="act passive" onClick={() => onAct({ type: 'discard', cards: [] })}>
            Stand pat
          </button>
        )}
        {discard !== null && discard.min > 0 && (
          <button type="button" class="act passive" onClick={() => onAct({ type: 'discard', cards: held.slice(-discard.min) })}>
            Discard {discard.min}
          </button>
        )}
        {runIt !== null && (
          <>
            <button type="button" class="act" onClick={() => onAct({ type: 'run-it', times: 1 })}>
              Run it once
            </button>
            <button type="button" class="act" onClick={() => onAct({ type: 'run-it', times: 2 })}>
              Run it twice
            </button>
          </>
        )}
        {bounds && (
          <>
            <span class="field">
              <label for="room-amount">Amount</label>
              <input
                id="room-amount"
                type="number"
                min={bounds.min}
                max={bounds.max}
                step={1}
                value={amount}
                onInput={(e) => setAmount((e.target as HTMLInputElement).value)}
                onKeyDown={(e) => e.key === 'Enter' && wager()}
              />
            </span>
            <button type="button" class="act aggressive" onClick={wager}>
              {word === 'bet' ? `Bet ${amount}` : `Raise to ${amount}`}
            </button>
          </>
        )}
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
