/**
 * The words of a PokerStars history in one language. The same table drives the reader and the
 * writer. English is the client's own; French was learned from what could be read about the French
 * client (no permissively licensed French sample is public), see the hand-histories guide.
 * @internal
 */
export interface PokerStarsWords {
  language: 'en' | 'fr';
  /** "PokerStars Hand #" */
  handPrefix: string;
  tournament: string;
  level: string;
  /** Between a player's name and the action ("name: folds"). */
  colon: string;
  seat: string;
  inChips: string;
  bounty: string;
  sittingOut: string;
  outOfHand: string;
  isTheButton: (seat: number) => string;
  postsSmall: string;
  postsBig: string;
  postsAnte: string;
  postsBoth: string;
  postsStraddle: string;
  andIsAllIn: string;
  holeCards: string;
  dealtTo: string;
  folds: string;
  checks: string;
  calls: string;
  bets: string;
  raises: string;
  to: string;
  shows: string;
  mucks: string;
  doesNotShow: string;
  uncalled: (amount: string, name: string) => string;
  uncalledPattern: RegExp;
  collected: (name: string, amount: string) => string;
  collectedPattern: RegExp;
  flop: string;
  turn: string;
  river: string;
  showDown: string;
  summary: string;
  runNames: readonly string[];
  totalPot: string;
  rake: string;
  board: string;
  ranTwice: (times: number) => string;
  cashedOut: string;
  /** Words that start a seat line of the summary. */
  summarySeat: string;
  mucked: string;
  showed: string;
}

export const englishWords: PokerStarsWords = {
  language: 'en',
  handPrefix: 'PokerStars Hand #',
  tournament: 'Tournament #',
  level: 'Level',
  colon: ': ',
  seat: 'Seat',
  inChips: 'in chips',
  bounty: 'bounty',
  sittingOut: 'is sitting out',
  outOfHand: 'out of hand',
  isTheButton: (seat) => `Seat #${seat} is the button`,
  postsSmall: 'posts small blind',
  postsBig: 'posts big blind',
  postsAnte: 'posts the ante',
  postsBoth: 'posts small & big blinds',
  postsStraddle: 'posts straddle',
  andIsAllIn: 'and is all-in',
  holeCards: '*** HOLE CARDS ***',
  dealtTo: 'Dealt to ',
  folds: 'folds',
  checks: 'checks',
  calls: 'calls',
  bets: 'bets',
  raises: 'raises',
  to: 'to',
  shows: 'shows',
  mucks: 'mucks hand',
  doesNotShow: "doesn't show hand",
  uncalled: (amount, name) => `Uncalled bet (${amount}) returned to ${name}`,
  uncalledPattern: /^Uncalled bet \((.+)\) returned to (.+)$/,
  collected: (name, amount) => `${name} collected ${amount} from pot`,
  collectedPattern: /^(.+) collected (.+?) from (?:the )?(?:side |main )?pot(?:[- ]\d+)?$/,
  flop: 'FLOP',
  turn: 'TURN',
  river: 'RIVER',
  showDown: 'SHOW DOWN',
  summary: '*** SUMMARY ***',
  runNames: ['FIRST', 'SECOND', 'THIRD'],
  totalPot: 'Total pot',
  rake: 'Rake',
  board: 'Board',
  ranTwice: (times) => `Hand was run ${times === 2 ? 'twice' : 'three times'}`,
  cashedOut: 'cashed out the hand for',
  summarySeat: 'Seat ',
  mucked: 'mucked',
  showed: 'showed',
};

export const frenchWords: PokerStarsWords = {
  language: 'fr',
  handPrefix: 'PokerStars Main n°',
  tournament: 'Tournoi n°',
  level: 'Niveau',
  colon: ' : ',
  seat: 'Siège',
  inChips: 'en jetons',
  bounty: 'de prime',
  sittingOut: 'est absent',
  outOfHand: 'hors de la main',
  isTheButton: (seat) => `Siège n°${seat} est le bouton`,
  postsSmall: 'poste la petite blinde',
  postsBig: 'poste la grosse blinde',
  postsAnte: "poste l'ante",
  postsBoth: 'poste la petite et la grosse blinde',
  postsStraddle: 'poste le straddle',
  andIsAllIn: 'et est all-in',
  holeCards: '*** CARTES FERMÉES ***',
  dealtTo: 'Distribué à ',
  folds: 'passe',
  checks: 'parole',
  calls: 'suit',
  bets: 'mise',
  raises: 'relance',
  to: 'à',
  shows: 'montre',
  mucks: 'jette sa main',
  doesNotShow: 'ne montre pas sa main',
  uncalled: (amount, name) => `Mise non suivie (${amount}) retournée à ${name}`,
  uncalledPattern: /^Mise non suivie \((.+)\) retournée à (.+)$/,
  collected: (name, amount) => `${name} a remporté ${amount} du pot`,
  collectedPattern: /^(.+) a remporté (.+?) du (?:pot principal|pot annexe(?:[- ]\d+)?|pot)$/,
  flop: 'FLOP',
  turn: 'TOURNANT',
  river: 'RIVIÈRE',
  showDown: 'ABATTAGE',
  summary: '*** RÉSUMÉ ***',
  runNames: ['PREMIER', 'DEUXIÈME', 'TROISIÈME'],
  totalPot: 'Pot total',
  rake: 'Rake',
  board: 'Tableau',
  ranTwice: (times) => `La main a été jouée ${times === 2 ? 'deux' : 'trois'} fois`,
  cashedOut: 'a encaissé la main pour',
  summarySeat: 'Siège ',
  mucked: 'a jeté',
  showed: 'a montré',
};
