/**
 * What pokerchart knows about one PHH variant code: its name in the PHH specification, the
 * fields a file of that variant must have, and, for the variants pokerchart can replay, the
 * built-in variant id (as in `@pokerchart/variants`) and betting structure it maps to.
 */
export interface PhhVariantInfo {
  /** The PHH code, such as `"NT"` or `"FO/8"`. */
  readonly code: string;
  /** The specification's name for it. */
  readonly name: string;
  /** Fields a file of this variant must define (besides `variant`). */
  readonly required: readonly string[];
  /** The pokerchart variant id it replays as, or null when pokerchart cannot replay it yet. */
  readonly variantId: 'holdem' | 'shortdeck-holdem' | 'omaha' | 'omaha-hilo8' | null;
  /** The betting structure of the variant. */
  readonly betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /** Why the variant cannot be replayed, when `variantId` is null. */
  readonly unsupportedReason?: string;
}

const BUTTON_BIG_BET = ['antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions'] as const;
const BUTTON_FIXED = ['antes', 'blinds_or_straddles', 'small_bet', 'big_bet', 'starting_stacks', 'actions'] as const;
const STUD = ['antes', 'bring_in', 'small_bet', 'big_bet', 'starting_stacks', 'actions'] as const;

/**
 * The eleven variant codes of the PHH specification. Five of them (the hold'em and Omaha family)
 * replay through the engine; stud, razz, draw and badugi games are known but not supported yet:
 * {@link replayPhh} rejects them with a {@link PhhReplayError} (code `PHH_UNSUPPORTED_VARIANT`).
 */
export const phhVariants: readonly PhhVariantInfo[] = [
  { code: 'NT', name: "No-limit Texas hold 'em", required: BUTTON_BIG_BET, variantId: 'holdem', betting: 'no-limit' },
  { code: 'NS', name: "No-limit short-deck hold 'em", required: BUTTON_BIG_BET, variantId: 'shortdeck-holdem', betting: 'no-limit' },
  { code: 'PO', name: "Pot-limit Omaha hold 'em", required: BUTTON_BIG_BET, variantId: 'omaha', betting: 'pot-limit' },
  { code: 'FT', name: "Fixed-limit Texas hold 'em", required: BUTTON_FIXED, variantId: 'holdem', betting: 'fixed-limit' },
  {
    code: 'FO/8',
    name: "Fixed-limit Omaha hold 'em high/low-split eight or better",
    required: BUTTON_FIXED,
    variantId: 'omaha-hilo8',
    betting: 'fixed-limit',
  },
  ...(
    [
      ['F7S', 'Fixed-limit seven card stud', STUD, 'fixed-limit', 'stud games (bring-in, up cards) are not supported yet'],
      ['F7S/8', 'Fixed-limit seven card stud high/low-split eight or better', STUD, 'fixed-limit', 'stud games (bring-in, up cards) are not supported yet'],
      ['FR', 'Fixed-limit razz', STUD, 'fixed-limit', 'razz (a stud game with a low ranking) is not supported yet'],
      ['N2L1D', 'No-limit deuce-to-seven lowball single draw', BUTTON_BIG_BET, 'no-limit', 'draw games are not supported yet'],
      ['F2L3D', 'Fixed-limit deuce-to-seven lowball triple draw', BUTTON_FIXED, 'fixed-limit', 'draw games are not supported yet'],
      ['FB', 'Fixed-limit badugi', BUTTON_FIXED, 'fixed-limit', 'badugi (a draw game) is not supported yet'],
    ] as const
  ).map(([code, name, required, betting, unsupportedReason]) => ({
    code,
    name,
    required,
    variantId: null,
    betting,
    unsupportedReason,
  })),
];

/** The {@link PhhVariantInfo} of a PHH variant code, or undefined for a code the specification does not define. */
export function phhVariantInfo(code: string): PhhVariantInfo | undefined {
  return phhVariants.find((v) => v.code === code);
}
