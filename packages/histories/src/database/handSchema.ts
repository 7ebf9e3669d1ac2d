import type { PlayerHandRow } from '../stats/playerHandRows.js';

/**
 * The hand database's tables, the same on PGlite and Postgres (created when missing):
 * - `hh_hands`: one row per hand, imported from a card room or finished in pokerchart's room:
 *   its key (the room and the room's hand id, or a digest of the PHH record when it has no id),
 *   the game (PHH variant code), the big blind, and the PHH record itself;
 * - `hh_player_hands`: one row per player and hand with the flags of RULES R272 (the way trackers
 *   store them, here as the bits of one integer: see {@link FLAG}), the bets and raises, calls and
 *   folds from the flop on, the net result and the net in big blinds;
 * - `hh_player_totals`: the same flags summed per player, room and game over the hands up to
 *   `hh_meta.totals_upto` (a hand id), brought up to date at the end of each import and before
 *   each `stats()`, so that `stats()` reads a few rows whatever the number of hands;
 * - `hh_files`: the files already imported in full (path, size, modification time), so that a
 *   second import of a folder skips them at once.
 * @internal
 */
export const HAND_SCHEMA = `
create table if not exists hh_hands (
  id bigserial primary key,
  hand_key text not null unique,
  site text not null,
  hand_id text not null,
  game text not null,
  big_blind double precision not null,
  player_count smallint not null,
  phh text not null
);
create table if not exists hh_player_hands (
  hand bigint not null,
  position smallint not null,
  player text not null,
  flags integer not null,
  post_aggressive smallint not null,
  post_calls smallint not null,
  post_folds smallint not null,
  net double precision not null,
  net_bb double precision not null,
  primary key (hand, position)
);
create index if not exists hh_player_hands_player on hh_player_hands (player, hand);
create table if not exists hh_player_totals (
  player text not null,
  site text not null,
  game text not null,
  hands bigint not null,
  walks bigint not null,
  vpip bigint not null,
  pfr bigint not null,
  three_bet_opp bigint not null,
  three_bet bigint not null,
  fold_three_bet_opp bigint not null,
  fold_three_bet bigint not null,
  cbet_opp bigint not null,
  cbet bigint not null,
  fold_cbet_opp bigint not null,
  fold_cbet bigint not null,
  saw_flop bigint not null,
  showdown bigint not null,
  won_showdown bigint not null,
  post_aggressive bigint not null,
  post_calls bigint not null,
  post_folds bigint not null,
  net double precision not null,
  net_bb double precision not null,
  primary key (player, site, game)
);
create table if not exists hh_meta (
  key text primary key,
  value bigint not null
);
create table if not exists hh_files (
  path text primary key,
  size bigint not null,
  mtime_ms double precision not null,
  hands integer not null
);
`;

/** The bits of `hh_player_hands.flags`, one per flag of {@link PlayerHandRow}. @internal */
export const FLAG = {
  walk: 1,
  vpip: 2,
  pfr: 4,
  threeBetOpportunity: 8,
  threeBet: 16,
  foldToThreeBetOpportunity: 32,
  foldToThreeBet: 64,
  cbetOpportunity: 128,
  cbet: 256,
  foldToCbetOpportunity: 512,
  foldToCbet: 1024,
  sawFlop: 2048,
  showdown: 4096,
  wonShowdown: 8192,
} as const;
