// The random policy every engine benchmark plays with, so that pokerchart, poker-ts and two builds
// of pokerchart are measured on the same decisions: fold 15%, check or call 55%, bet or raise 30%
// split evenly between the minimum, a uniform amount and all-in.

/** On an abstract offer, returns ['fold'|'check'|'call'|'bet'|'raise', to?]. */
export function choose(rng, offer) {
  const r = rng.float();
  if (r < 0.15 && offer.fold) return ['fold'];
  if (r < 0.7 || !offer.raise) return offer.check ? ['check'] : ['call'];
  const { min, max } = offer.raise;
  const k = rng.int(3);
  const to = k === 0 ? min : k === 1 ? min + rng.int(max - min + 1) : max;
  return [offer.check && offer.opening ? 'bet' : 'raise', to];
}

/** The same policy as a table bot (a view of the seat to act in, an action out). */
export function tableBot(view, rng) {
  const la = view.legalActions;
  const [type, to] = choose(rng, { fold: la.fold, check: la.check, raise: la.raiseTo, opening: view.street !== 'preflop' });
  if (to !== undefined && to === la.raiseTo.max) return { type: 'all-in' };
  return to === undefined ? { type } : { type, to };
}
