/**
 * One player's statistics over a set of hands (RULES R272, PokerTracker 4's definitions), as
 * {@link HandDatabase.stats} returns them. Rates are fractions from 0 to 1; a statistic the
 * player never had an opportunity for is left undefined, not 0.
 */
export interface PlayerStats {
  /** The player's name. */
  player: string;
  /** Hands dealt. */
  hands: number;
  /** Hands with chips put in voluntarily before the flop / hands dealt, walks excluded. */
  vpip?: number;
  /** Hands with a pre-flop raise / hands dealt, walks excluded. */
  pfr?: number;
  /** Second pre-flop raises made / chances to make one. */
  threeBet?: number;
  /** Folds facing a 3-bet after raising first / times faced. */
  foldToThreeBet?: number;
  /** Flop bets by the pre-flop aggressor when checked to / chances. */
  cbet?: number;
  /** Folds to a flop c-bet / times faced. */
  foldToCbet?: number;
  /** Showdowns / hands in which the player saw the flop. */
  wtsd?: number;
  /** Showdowns won (any part of a pot) / showdowns. */
  wsd?: number;
  /** Aggression factor: (bets + raises) / calls, flop to river. */
  af?: number;
  /** Aggression frequency: (bets + raises) / (bets + raises + calls + folds), flop to river. */
  afq?: number;
  /** Net won over the hands, in the hands' units (chips, or the room's currency). */
  net: number;
  /** Net won in big blinds per 100 hands. */
  bbPer100?: number;
}
