import type { VariantDescriptor } from '@pokerchart/engine';
import type { LobbyTable, LobbyTournament } from '@pokerchart/client';
import { allVariants as builtIn } from '@pokerchart/variants';
import type { TableConfig } from './TableConfig.js';

/**
 * The lobby (R265) from the stored tables: each with its id, game, stakes, seats and seats taken;
 * a table without a name is named by its game and stakes. `served` are the composed variants the
 * room serves besides the built-in ones.
 */
export function lobbyOf(rows: readonly { id: string; config: TableConfig; players: number }[], served: readonly VariantDescriptor[]): { tables: LobbyTable[]; tournaments: LobbyTournament[] } {
  const nameOf = (id: string) => served.find((v) => v.id === id)?.name ?? builtIn.find((v) => v.id === id)?.name ?? id;
  const tables = rows.map(({ id, config, players }): LobbyTable => ({
    tableId: id,
    name: config.name ?? `${nameOf(config.variant)} ${config.betting} ${config.blinds.small}/${config.blinds.big}`,
    variant: config.variant,
    betting: config.betting,
    blinds: { small: config.blinds.small, big: config.blinds.big },
    seats: config.seats,
    players: Number(players),
  }));
  return { tables, tournaments: [] };
}
