// `npm start`: a first look at pokerchart. Replaced by a narrated bot tournament once the table exists.
import { createRng, formatCards, shuffle, standardDeck } from '@pokerchart/cards';

const rng = createRng(2026);
for (let deal = 1; deal <= 3; deal++) {
  const deck = shuffle(standardDeck(), rng);
  console.log(`deal ${deal}: hole ${formatCards(deck.slice(0, 2)).join(' ')}  board ${formatCards(deck.slice(2, 7)).join(' ')}`);
}
