/**
 * The statistics of RULES R272 from the per-player totals, in SQL: each rate is a sum of actions
 * over a sum of opportunities, null (reported as undefined) when there was no opportunity.
 * Parameters: $1 player, $2 site, $3 game (each null for all). Most hands first, then by name.
 * @internal
 */
export const STATS_SQL = `
with t as (
  select player, sum(hands)::float8 as hands, sum(walks)::float8 as walks, sum(vpip)::float8 as vpip, sum(pfr)::float8 as pfr,
         sum(three_bet_opp)::float8 as three_bet_opp, sum(three_bet)::float8 as three_bet,
         sum(fold_three_bet_opp)::float8 as fold_three_bet_opp, sum(fold_three_bet)::float8 as fold_three_bet,
         sum(cbet_opp)::float8 as cbet_opp, sum(cbet)::float8 as cbet, sum(fold_cbet_opp)::float8 as fold_cbet_opp,
         sum(fold_cbet)::float8 as fold_cbet, sum(saw_flop)::float8 as saw_flop, sum(showdown)::float8 as showdown,
         sum(won_showdown)::float8 as won_showdown, sum(post_aggressive)::float8 as aggressive, sum(post_calls)::float8 as calls,
         sum(post_folds)::float8 as folds, sum(net)::float8 as net, sum(net_bb)::float8 as net_bb
  from hh_player_totals
  where ($1::text is null or player = $1) and ($2::text is null or site = $2) and ($3::text is null or game = $3)
  group by player)
select player, hands, net,
       vpip / nullif(hands - walks, 0) as vpip,
       pfr / nullif(hands - walks, 0) as pfr,
       three_bet / nullif(three_bet_opp, 0) as threebet,
       fold_three_bet / nullif(fold_three_bet_opp, 0) as foldtothreebet,
       cbet / nullif(cbet_opp, 0) as cbet,
       fold_cbet / nullif(fold_cbet_opp, 0) as foldtocbet,
       showdown / nullif(saw_flop, 0) as wtsd,
       won_showdown / nullif(showdown, 0) as wsd,
       aggressive / nullif(calls, 0) as af,
       aggressive / nullif(aggressive + calls + folds, 0) as afq,
       100 * net_bb / nullif(hands, 0) as bbper100
from t
order by hands desc, player
`;
