import type { VariantSpec } from '@pokerchart/engine';
import { omaha, texasHoldem, allVariants as variants } from '@pokerchart/variants';

/** A variant spec as plain JSON data (what the composer edits). */
export type SpecJson = Record<string, unknown>;

/** A copy of a descriptor as plain JSON data (frozen arrays become plain arrays). */
export function toSpecJson(spec: VariantSpec): SpecJson {
  return JSON.parse(JSON.stringify(spec)) as SpecJson;
}

const royalDeck = ['T', 'J', 'Q', 'K', 'A'].flatMap((rank) => ['s', 'h', 'd', 'c'].map((suit) => rank + suit));

/** The composer's presets: variants composed from the built-ins, then the built-ins themselves. */
export const presets: { label: string; spec: SpecJson }[] = [
  {
    label: "Greek Hold'em",
    spec: { ...toSpecJson(texasHoldem), id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } },
  },
  {
    label: "Royal Hold'em",
    spec: { ...toSpecJson(texasHoldem), id: 'royal-holdem', name: "Royal Hold'em", deck: royalDeck, seats: { min: 2, max: 6 } },
  },
  {
    label: 'Five-card Omaha',
    spec: { ...toSpecJson(omaha), id: 'omaha-5', name: 'Five-card Omaha', holeCards: 5, seats: { min: 2, max: 8 } },
  },
  {
    label: 'Six-card Omaha',
    spec: { ...toSpecJson(omaha), id: 'omaha-6', name: 'Six-card Omaha', holeCards: 6, seats: { min: 2, max: 7 } },
  },
  {
    label: "Hold'em with a fifth street",
    spec: {
      ...toSpecJson(texasHoldem),
      id: 'holdem-fifth-street',
      name: "Hold'em with a fifth street",
      streets: [...toSpecJson(texasHoldem)['streets'] as unknown[], { name: 'fifth', board: 1, burn: true }],
      seats: { min: 2, max: 9 },
    },
  },
  {
    // R230: every board step deals to two boards; each pot is split between them (R231)
    label: "Double-board Hold'em",
    spec: { ...toSpecJson(texasHoldem), id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 },
  },
  {
    label: 'Double-board PLO',
    spec: { ...toSpecJson(omaha), id: 'double-board-plo', name: 'Double-board PLO', boards: 2, seats: { min: 2, max: 9 } },
  },
  ...variants.map((v) => ({ label: v.name, spec: toSpecJson(v) })),
];
