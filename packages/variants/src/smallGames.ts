import type { VariantDescriptor } from '@pokerchart/engine';
import { kuhnPoker } from './kuhnPoker.js';
import { leducHoldem } from './leducHoldem.js';
import { rhodeIslandHoldem } from './rhodeIslandHoldem.js';
import { variants } from './variants.js';

/**
 * The small games of poker research (R290-R292), heads-up with their own decks, rankings and
 * stakes: Kuhn poker, Leduc hold'em, Rhode Island hold'em. They are not in {@link variants} (the
 * twelve card-room games); {@link allVariants} lists both.
 */
export const smallGames: readonly VariantDescriptor[] = Object.freeze([kuhnPoker, leducHoldem, rhodeIslandHoldem]);

/**
 * Every variant this package defines: the twelve of {@link variants}, then the small games of
 * {@link smallGames}. What the command line, the room and the playground offer by id.
 */
export const allVariants: readonly VariantDescriptor[] = Object.freeze([...variants, ...smallGames]);
