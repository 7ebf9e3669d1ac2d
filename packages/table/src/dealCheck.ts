import type { VariantDescriptor } from '@pokerchart/engine';
import { preparedHand } from './prepareHand.js';
import type { TableContext } from './TableContext.js';
import { TableError } from './TableError.js';

/**
 * Whether the next hand may be dealt at table time `now`, and how: the table's context with the
 * hand prepared (button, blinds, level, seed: {@link prepareHand}), or the {@link TableError}
 * saying why not: too few players with chips who are not sitting out, a finished tournament, or
 * more or fewer players than the variant deals in (R11). The table machine's `DEAL` transition
 * (its guard, its action and its refusal) is the one place that asks. @internal
 */
export function dealCheck(context: TableContext, now: number, variant: VariantDescriptor): TableContext | TableError {
  const next = preparedHand(context, now);
  if (next instanceof TableError) return next;
  // R11: the variant's range of players, so the hand actor never refuses its input
  const players = next.hand!.stacks.filter((s) => s > 0).length;
  const { min, max } = variant.seats;
  if (players >= min && players <= max) return next;
  return new TableError(players < min ? 'TABLE_TOO_FEW_PLAYERS' : 'TABLE_BAD_CONFIG', `${players} players can be dealt in, but ${variant.name} deals in ${min} to ${max} (R11)`);
}
