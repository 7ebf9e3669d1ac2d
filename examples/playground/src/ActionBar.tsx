import type { LegalActions, PlayerAction } from '@pokerchart/betting';
import { formatCard, type Card } from '@pokerchart/cards';
import { useEffect, useState } from 'preact/hooks';
import { CardFace } from './Cards.js';

/** Draw-game extras a newer engine may add to the legal actions (read when present). */
interface Extras {
  bringIn?: number | null;
  discard?: { min: number; max: number } | null;
}

interface Props {
  legal: (LegalActions & Extras) | null;
  /** The human's cards (for discards). */
  cards: readonly Card[] | null;
  onAct: (action: PlayerAction) => void;
  /** Why no action is offered, when none is. */
  idle: string;
}

/**
 * The human's legal actions as buttons, exactly those the engine offers: "Fold", "Check", "Call",
 * "Bet", "Raise" (the amount in the "Amount" input, bounded by `legalActions().raiseTo`).
 */
export function ActionBar({ legal, cards, onAct, idle }: Props) {
  const bounds = legal?.raiseTo ?? null;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [discards, setDiscards] = useState<Card[]>([]);
  const boundsKey = bounds ? `${legal!.seat}:${bounds.min}:${bounds.max}` : '';
  useEffect(() => {
    setAmount(bounds ? String(bounds.min) : '');
    setError('');
    setDiscards([]);
  }, [boundsKey, legal]);

  if (!legal) {
    return (
      <div class="actions" role="group" aria-label="Your actions">
        <p class="muted idle">{idle}</p>
      </div>
    );
  }
  const wagerType: 'bet' | 'raise' = legal.check ? 'bet' : 'raise';
  const wager = () => {
    if (!bounds) return;
    const to = Number(amount);
    if (!Number.isInteger(to) || to < bounds.min || to > bounds.max) {
      setError(`Enter a whole number from ${bounds.min} to ${bounds.max}.`);
      return;
    }
    onAct(wagerType === 'bet' ? { type: 'bet', to } : { type: 'raise', to });
  };
  const extras = legal as Extras;
  const act = (a: PlayerAction | { type: string; [k: string]: unknown }) => onAct(a as PlayerAction);
  return (
    <div class="actions" role="group" aria-label="Your actions">
      <div class="buttons">
        {legal.fold && (
          <button type="button" class="act fold" onClick={() => act({ type: 'fold' })}>
            Fold
          </button>
        )}
        {legal.check && (
          <button type="button" class="act" onClick={() => act({ type: 'check' })}>
            Check
          </button>
        )}
        {legal.call !== null && (
          <button type="button" class="act" aria-describedby="call-amount" onClick={() => act({ type: 'call' })}>
            Call
          </button>
        )}
        {legal.call !== null && (
          <span id="call-amount" class="muted">
            {legal.call} to call
          </span>
        )}
        {typeof extras.bringIn === 'number' && (
          <button type="button" class="act" onClick={() => act({ type: 'bring-in' })}>
            Bring in ({extras.bringIn})
          </button>
        )}
      </div>
      {bounds && (
        <div class="wager">
          <span class="field">
            <label for="amount">Amount</label>
            <input id="amount"
              type="number"
              min={bounds.min}
              max={bounds.max}
              step={1}
              value={amount}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby="amount-help"
              onInput={(e) => {
                setAmount((e.target as HTMLInputElement).value);
                setError('');
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  wager();
                }
              }}
            />
          </span>
          <button type="button" class="act primary" onClick={wager}>
            {wagerType === 'bet' ? 'Bet' : 'Raise'}
          </button>
          <span class="sizes">
            <button type="button" class="small" onClick={() => setAmount(String(bounds.min))}>
              Min
            </button>
            <button type="button" class="small" onClick={() => setAmount(String(bounds.max))}>
              Max
            </button>
          </span>
          <span id="amount-help" class={error ? 'error' : 'muted'}>
            {error || `${wagerType} to a total of ${bounds.min} to ${bounds.max} this round`}
          </span>
        </div>
      )}
      {extras.discard && cards && (
        <div class="discard">
          <span>
            Discard {extras.discard.min === extras.discard.max ? extras.discard.min : `${extras.discard.min} to ${extras.discard.max}`}:
          </span>
          {cards.map((c) => (
            <label class="pick" key={c}>
              <input
                type="checkbox"
                checked={discards.includes(c)}
                onChange={() => setDiscards((d) => (d.includes(c) ? d.filter((x) => x !== c) : [...d, c]))}
              />
              <CardFace card={c} />
            </label>
          ))}
          <button type="button" class="act" onClick={() => act({ type: 'discard', cards: discards.map(formatCard).join('') })}>
            {discards.length === 0 ? 'Stand pat' : `Discard ${discards.length}`}
          </button>
        </div>
      )}
    </div>
  );
}
