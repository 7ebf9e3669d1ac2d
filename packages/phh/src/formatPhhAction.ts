import type { PhhAction } from './PhhAction.js';
import { formatPhhCards } from './phhCards.js';

/**
 * Writes a {@link PhhAction} in PHH action notation, the inverse of {@link parsePhhAction}:
 * `{ type: 'bet-raise', player: 1, amount: 300 }` gives `"p2 cbr 300"`.
 */
export function formatPhhAction(action: PhhAction): string {
  const note = action.commentary === undefined ? '' : ` # ${action.commentary}`;
  const who = 'player' in action ? `p${action.player + 1}` : 'd';
  let body: string;
  switch (action.type) {
    case 'deal-hole':
      body = `d dh ${who} ${formatPhhCards(action.cards)}`;
      break;
    case 'deal-board':
      body = `d db ${formatPhhCards(action.cards)}`;
      break;
    case 'bring-in':
      body = `${who} pb`;
      break;
    case 'bet-raise':
      body = `${who} cbr ${formatAmount(action.amount)}`;
      break;
    case 'check-call':
      body = `${who} cc`;
      break;
    case 'fold':
      body = `${who} f`;
      break;
    case 'discard':
      body = action.cards.length === 0 ? `${who} sd` : `${who} sd ${formatPhhCards(action.cards)}`;
      break;
    case 'show-muck':
      body =
        action.cards === null ? `${who} sm` : action.cards === 'dealt' ? `${who} sm -` : `${who} sm ${formatPhhCards(action.cards)}`;
      break;
    case 'none':
      return action.commentary === undefined ? '' : `# ${action.commentary}`;
  }
  return body + note;
}

/** A number as PHH writes amounts: shortest decimal form, never exponent notation. */
function formatAmount(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}
