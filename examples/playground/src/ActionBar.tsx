import type { LegalActions, PlayerAction } from '@pokerchart/betting';
import { formatCard, type Card } from '@pokerchart/cards';
import { useEffect, useRef, useState } from 'preact/hooks';
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
  const group = useRef<HTMLDivElement>(null);
  /** Whether the player is playing from the keyboard here (focus was in this group). */
  const engaged = useRef(false);
  useEffect(() => {
    setAmount(bounds ? String(bounds.min) : '');
    setError('');
    setDiscards([]);
  }, [boundsKey, legal]);
  const leave = (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    if (to && !group.current?.contains(to)) engaged.current = false;
  };
  // Keyboard play: focus stays in this group while the others act (the buttons come and go), and
  // goes to Check or Call when the turn comes back, so Enter, Enter, … plays a hand.
  useEffect(() => {
    const el = group.current;
    if (!el) return;
    const active = document.activeElement;
    const dealing = active?.matches('[data-deal]') ?? false;
    const ours = dealing || (engaged.current && (active === el || active === document.body || active === null || el.contains(active)));
    if (!ours) return;
    const first = el.querySelector<HTMLButtonElement>('button.passive') ?? el.querySelector<HTMLButtonElement>('button');
    if (legal && first) first.focus();
    else if (!legal && !dealing && active !== el) el.focus({ preventScroll: true });
  }, [legal]);

  if (!legal) {
    return (
      <div class="actions" role="group" aria-label="Your actions" tabIndex={-1} ref={group} onFocusIn={() => (engaged.current = true)} onFocusOut={leave}>
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
    <div class="actions" role="group" aria-label="Your actions" tabIndex={-1} ref={group} onFocusIn={() => (engaged.current = true)} onFocusOut={leave}>
      <div class="buttons">
        {legal.fold && (
          <button type="button" class="act fold" onClick={() => act({ type: 'fold' })}>
            Fold
          </button>
        )}
        {legal.check && (
          <button type="button" class="act passive" onClick={() => act({ type: 'check' })}>
            Check
          </button>
        )}
        {legal.call !== null && (
          <button type="button" class="act passive" aria-describedby="call-amount" onClick={() => act({ type: 'call' })}>
            Call
          </button>
        )}
        {legal.call !== null && (
          <span id="call-amount" class="muted">
            {legal.call} to call
          </span>
        )}
        {legal.runIt != null &&
          // R232: all in with cards to come, asked how many times to run the board
          Array.from({ length: legal.runIt.max }, (_, i) => i + 1).map((times) => (
            <button type="button" class="act" key={times} onClick={() => act({ type: 'run-it', times })}>
              Run it {times === 1 ? 'once' : times === 2 ? 'twice' : `${times} times`}
            </button>
          ))}
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
