import type { HistorySite } from './HistorySite.js';

/** A betting action read from a history line, amounts in the room's units. @internal */
export interface SiteAction {
  /** 0 pre-flop, 1 flop, 2 turn, 3 river. */
  street: number;
  player: string;
  kind: 'fold' | 'check' | 'call' | 'bet' | 'raise';
  /** call: chips added; bet: the bet; raise: the total the raise goes to on this street. */
  amount: number;
  /** raise: the raise as printed ("raises 4 to 6": 4), what it adds to the bet faced. */
  by?: number;
  allIn: boolean;
  line: number;
}

/** A forced bet read from a history line. @internal */
export interface SitePost {
  player: string;
  /** `both`: a small and a big blind posted together (the small one dead). */
  kind: 'ante' | 'small' | 'big' | 'both' | 'straddle';
  amount: number;
  allIn: boolean;
  line: number;
}

/** A seat as the room lists it. @internal */
export interface SiteSeat {
  seat: number;
  name: string;
  stack: number;
  /** Not dealt in: sitting out, or out of the hand. */
  out: boolean;
  bounty?: string;
  line: number;
}

/** One hand as a room wrote it, before conversion (room-neutral). @internal */
export interface SiteHand {
  site: HistorySite;
  language: 'en' | 'fr';
  handId: string;
  line: number;
  game: 'holdem' | 'omaha' | 'omaha5';
  betting: 'no-limit' | 'pot-limit';
  tournament: boolean;
  tournamentId?: string;
  level?: string;
  currency?: string;
  currencySymbol?: string;
  smallBlind: number;
  bigBlind: number;
  date?: string;
  table?: string;
  seatCount?: number;
  button: number;
  seats: SiteSeat[];
  posts: SitePost[];
  hole: Map<string, string[]>;
  shown: Map<string, string[]>;
  actions: SiteAction[];
  /** boards[r]: the complete board of run r as far as it was dealt (run 1 first). */
  boards: string[][];
  uncalled: { player: string; amount: number; line: number }[];
  collected: { player: string; amount: number; line: number }[];
  totalPot?: number;
  totalPotLine: number;
  rake: number;
  fees: Record<string, number>;
  /** Largest number of decimals of any amount read (the chip unit is 10^-decimals). */
  decimals: number;
}
