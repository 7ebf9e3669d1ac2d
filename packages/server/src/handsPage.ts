import type { PhhHand } from '@pokerchart/phh';
import { RoomError } from './errors.js';
import { isInt, isText } from './isInt.js';
import { maskHand } from './maskHand.js';
import type { RoomHandRecord } from './RoomHandRecord.js';
import { sameHash, sha256 } from './sameHash.js';

/** Hands in one page of `hands()` when the request names no `limit`, and the most it may name. */
export const HANDS_PAGE = { default: 100, max: 500 } as const;

/** The page size a `hands` request asks for (its `limit`, else the default), for its answer and its cost. */
export function handsPageSize(limit: unknown): number {
  return Number.isInteger(limit) && (limit as number) >= 1 ? Math.min(HANDS_PAGE.max, limit as number) : HANDS_PAGE.default;
}

/** What a `hands` request carries besides the table it names: the requester's tokens and the page. */
export interface HandsRequest {
  /** A seat or tournament token besides the ones the connection holds. */
  token?: unknown;
  /** The admin token of the table or tournament: every card. */
  adminToken?: unknown;
  /** Hands in the page, 1..{@link HANDS_PAGE}.max. */
  limit?: unknown;
  /** Hands to pass over from the first. */
  offset?: unknown;
}

/** Where the hands of one table come from, and whose tokens open their down cards. */
export interface HandsSource {
  /** What the hands belong to, as the errors name it: `table <id>`, `tournament <id>`. */
  name: string;
  /** Its row (the hash of its admin token), null when there is no such table or tournament. */
  owner: () => Promise<{ adminHash: string } | null>;
  /** The hash of the token the connection holds for it (from join, register or resume). */
  held: () => string | undefined;
  /** What `token` must be, for the error when it is not text: `a seat token from join`. */
  token: string;
  /** A page of the records of its finished hands. */
  records: (page: { limit: number; offset: number }) => Promise<RoomHandRecord[]>;
}

/**
 * One page of a table's finished hands as the requester may see them (R126, see {@link maskHand}):
 * their own down cards (the token the connection holds, or `token`) and what the rules showed;
 * the admin token sees every card.
 * @throws BAD_REQUEST for a bad limit, offset or token, NO_SUCH_TABLE, BAD_TOKEN for a wrong admin token.
 */
export async function handsPage(request: HandsRequest, source: HandsSource): Promise<PhhHand[]> {
  if (request.limit !== undefined && !isInt(request.limit, 1, HANDS_PAGE.max)) throw new RoomError('BAD_REQUEST', `limit must be a whole number of hands 1..${HANDS_PAGE.max}`);
  if (request.offset !== undefined && !isInt(request.offset, 0)) throw new RoomError('BAD_REQUEST', 'offset must be a whole number of hands, 0 or more');
  const row = await source.owner();
  if (row === null) throw new RoomError('NO_SUCH_TABLE', `no ${source.name}`);
  let access: Set<string> | 'all';
  if (request.adminToken !== undefined) {
    if (!isText(request.adminToken, 200) || !sameHash(row.adminHash, sha256(request.adminToken))) throw new RoomError('BAD_TOKEN', `this is not the admin token of ${source.name}`);
    access = 'all';
  } else {
    access = new Set<string>();
    const held = source.held();
    if (held !== undefined) access.add(held);
    if (request.token !== undefined) {
      if (!isText(request.token, 200)) throw new RoomError('BAD_REQUEST', `token must be ${source.token}`);
      access.add(sha256(request.token));
    }
  }
  const page = { limit: handsPageSize(request.limit), offset: (request.offset as number | undefined) ?? 0 };
  return (await source.records(page)).map((h) => maskHand(h, access));
}
