import type { PhhHand } from '@pokerchart/phh';
import type { RoomHandRecord } from './RoomHandRecord.js';

const DEALT = /^d dh p(\d+) (\S+)(.*)$/;
const DISCARDED = /^p(\d+) sd (\S+)(.*)$/;

/**
 * A finished hand as one requester may see it (R126): every card of the players whose seat one of
 * `tokenHashes` held, and of the others only the cards everyone saw (up cards, hands shown); the
 * rest, dealt or discarded, written `??` as PHH writes an unknown card. `'all'` (the table's admin)
 * sees every card.
 */
export function maskHand(record: RoomHandRecord, tokenHashes: ReadonlySet<string> | 'all'): PhhHand {
  if (tokenHashes === 'all') return record.phh;
  const access = record.access as RoomHandRecord['access'] | null | undefined;
  const visible = (p: number) => {
    const holder = access?.holders[p];
    return holder !== null && holder !== undefined && tokenHashes.has(holder);
  };
  const mask = (p: number, cards: string) => {
    const shown = new Set(access?.shown[p] ?? []);
    return (cards.match(/.{1,2}/g) ?? []).map((c) => (shown.has(c) ? c : '??')).join('');
  };
  const actions = record.phh.actions.map((action) => {
    const m = DEALT.exec(action) ?? DISCARDED.exec(action);
    if (m === null) return action;
    const p = Number(m[1]) - 1;
    if (visible(p)) return action;
    return action.startsWith('d dh') ? `d dh p${m[1]} ${mask(p, m[2]!)}${m[3]}` : `p${m[1]} sd ${mask(p, m[2]!)}${m[3]}`;
  });
  return { ...record.phh, actions };
}
