/**
 * What pokerchart knows about one PHH variant code: its name in the PHH specification, the
 * fields a file of that variant must have, the built-in variant id (as in `@pokerchart/variants`)
 * and the betting structure it maps to, and the family of game it is.
 */
export interface PhhVariantInfo {
  /** The PHH code, such as `"NT"` or `"FO/8"`. */
  readonly code: string;
  /** The specification's name for it. */
  readonly name: string;
  /** Fields a file of this variant must define (besides `variant`). */
  readonly required: readonly string[];
  /**
   * The pokerchart variant id it replays as (the `id` of a built-in of `@pokerchart/variants`).
   * Null is no longer used (every code maps to a built-in); the type keeps it for older callers.
   */
  readonly variantId: PhhVariantId | null;
  /** The betting structure of the variant. */
  readonly betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /**
   * The family: `'board'` (hold'em and Omaha: blinds, a button, community cards), `'stud'`
   * (antes, a bring-in, up and down cards, R200-R207) or `'draw'` (blinds, discards `sd` and
   * replacements, R210-R215).
   */
  readonly family: 'board' | 'stud' | 'draw';
  /** Why the variant cannot be replayed, when `variantId` is null. */
  readonly unsupportedReason?: string;
}

/** The ids of the built-in variants that PHH codes map to. */
export type PhhVariantId =
  | 'holdem'
  | 'shortdeck-holdem'
  | 'omaha'
  | 'omaha-hilo8'
  | 'seven-card-stud'
  | 'seven-card-stud-hilo8'
  | 'razz'
  | 'deuce-to-seven-single-draw'
  | 'deuce-to-seven-triple-draw'
  | 'badugi';

const BUTTON_BIG_BET = ['antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions'] as const;
const BUTTON_FIXED = ['antes', 'blinds_or_straddles', 'small_bet', 'big_bet', 'starting_stacks', 'actions'] as const;
const STUD = ['antes', 'bring_in', 'small_bet', 'big_bet', 'starting_stacks', 'actions'] as const;

/**
 * The eleven variant codes of the PHH specification, each with the built-in it replays as:
 * the hold'em and Omaha family (NT, NS, FT, PO, FO/8), the stud family (F7S, F7S/8, FR) and the
 * draw family (N2L1D, F2L3D, FB). {@link replayPhh} replays every one of them; {@link toPhh}
 * writes these codes for the matching built-ins (five-card draw and the composed games have no
 * PHH code).
 */
export const phhVariants: readonly PhhVariantInfo[] = [
  { code: 'NT', name: "No-limit Texas hold 'em", required: BUTTON_BIG_BET, variantId: 'holdem', betting: 'no-limit', family: 'board' },
  { code: 'NS', name: "No-limit short-deck hold 'em", required: BUTTON_BIG_BET, variantId: 'shortdeck-holdem', betting: 'no-limit', family: 'board' },
  { code: 'PO', name: "Pot-limit Omaha hold 'em", required: BUTTON_BIG_BET, variantId: 'omaha', betting: 'pot-limit', family: 'board' },
  { code: 'FT', name: "Fixed-limit Texas hold 'em", required: BUTTON_FIXED, variantId: 'holdem', betting: 'fixed-limit', family: 'board' },
  {
    code: 'FO/8',
    name: "Fixed-limit Omaha hold 'em high/low-split eight or better",
    required: BUTTON_FIXED,
    variantId: 'omaha-hilo8',
    betting: 'fixed-limit',
    family: 'board',
  },
  { code: 'F7S', name: 'Fixed-limit seven card stud', required: STUD, variantId: 'seven-card-stud', betting: 'fixed-limit', family: 'stud' },
  {
    code: 'F7S/8',
    name: 'Fixed-limit seven card stud high/low-split eight or better',
    required: STUD,
    variantId: 'seven-card-stud-hilo8',
    betting: 'fixed-limit',
    family: 'stud',
  },
  { code: 'FR', name: 'Fixed-limit razz', required: STUD, variantId: 'razz', betting: 'fixed-limit', family: 'stud' },
  {
    code: 'N2L1D',
    name: 'No-limit deuce-to-seven lowball single draw',
    required: BUTTON_BIG_BET,
    variantId: 'deuce-to-seven-single-draw',
    betting: 'no-limit',
    family: 'draw',
  },
  {
    code: 'F2L3D',
    name: 'Fixed-limit deuce-to-seven lowball triple draw',
    required: BUTTON_FIXED,
    variantId: 'deuce-to-seven-triple-draw',
    betting: 'fixed-limit',
    family: 'draw',
  },
  { code: 'FB', name: 'Fixed-limit badugi', required: BUTTON_FIXED, variantId: 'badugi', betting: 'fixed-limit', family: 'draw' },
];

/** The {@link PhhVariantInfo} of a PHH variant code, or undefined for a code the specification does not define. */
export function phhVariantInfo(code: string): PhhVariantInfo | undefined {
  return phhVariants.find((v) => v.code === code);
}

/**
 * The PHH code of a built-in variant under a betting structure (`'holdem'`, `'no-limit'` gives
 * `'NT'`), or undefined when PHH has no code for that game.
 * @internal
 */
export function phhCodeOf(variantId: string, bettingId: string): string | undefined {
  return phhVariants.find((v) => v.variantId === variantId && v.betting === bettingId)?.code;
}
