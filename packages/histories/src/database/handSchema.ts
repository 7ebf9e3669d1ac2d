/**
 * The hand database's tables, the same on PGlite and Postgres (created when missing):
 * - `hh_hands`: one row per hand, imported from a card room or finished in pokerchart's room:
 *   its key (the room and the room's hand id, or a digest of the PHH record when it has no id),
 *   the game (PHH variant code), the big blind, and the PHH record itself;
 * - `hh_player_hands`: one row per player and hand with the flags of RULES R272 (the way trackers
 *   store them), the net result and the net in big blinds;
 * - `hh_player_totals`: the same flags summed per player, room and game, updated in the import's
 *   transaction, so that `stats()` reads a few rows whatever the number of hands;
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
  hand bigint not null references hh_hands(id) on delete cascade,
  player text not null,
  position smallint not null,
  site text not null,
  game text not null,
  walk boolean not null,
  vpip boolean not null,
  pfr boolean not null,
  three_bet_opp boolean not null,
  three_bet boolean not null,
  fold_three_bet_opp boolean not null,
  fold_three_bet boolean not null,
  cbet_opp boolean not null,
  cbet boolean not null,
  fold_cbet_opp boolean not null,
  fold_cbet boolean not null,
  saw_flop boolean not null,
  showdown boolean not null,
  won_showdown boolean not null,
  post_aggressive smallint not null,
  post_calls smallint not null,
  post_folds smallint not null,
  net double precision not null,
  net_bb double precision not null,
  primary key (player, hand)
);
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
create table if not exists hh_files (
  path text primary key,
  size bigint not null,
  mtime_ms double precision not null,
  hands integer not null
);
`;
