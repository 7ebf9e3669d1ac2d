import { formatCard, rankOf, suitOf, type Card } from '@pokerchart/cards';

const SUITS = ['♣', '♦', '♥', '♠'];
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];
const RANK_NAMES = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];

/** One card face up (`A♠`), or face down when `card` is null. */
export function CardFace({ card }: { card: Card | null }) {
  if (card === null) return <span class="card back" role="img" aria-label="face-down card" />;
  const suit = suitOf(card);
  const code = formatCard(card);
  return (
    <span class={`card suit-${'cdhs'[suit]}`} role="img" aria-label={`${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suit]}`} title={code}>
      {code[0] === 'T' ? '10' : code[0]}
      <span aria-hidden="true">{SUITS[suit]}</span>
    </span>
  );
}

/** A row of cards; `hidden` face-down cards when `cards` is null. */
export function CardRow({ cards, hidden = 0 }: { cards: readonly Card[] | null; hidden?: number }) {
  return (
    <span class="cards">
      {cards === null ? Array.from({ length: hidden }, (_, i) => <CardFace key={i} card={null} />) : cards.map((c) => <CardFace key={c} card={c} />)}
    </span>
  );
}
