import { CardRow } from '../Cards.js';
import type { HandResult } from './handResult.js';

/** The last finished hand's result: "Hand 3: Ann wins 40 from the pot", and the hands shown. */
export function HandResultView({ result }: { result: HandResult }) {
  return (
    <div class="room-result" role="status" aria-label="Hand result">
      <strong>Hand {result.handNumber}:</strong>{' '}
      {result.lines.map((l, i) => (
        <span key={i}>
          {i > 0 ? '; ' : ''}
          {l.winners} {l.winners.includes(' and ') ? 'win' : 'wins'} {l.amount} from {l.pot}
        </span>
      ))}
      {result.shown.length > 0 && (
        <ul class="room-shown">
          {result.shown.map((s) => (
            <li key={s.name}>
              {s.name} shows <CardRow cards={s.cards} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
