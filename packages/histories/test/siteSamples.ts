/**
 * Hands written for the tests in the layout and words of each room (no permissively licensed
 * Winamax, GGPoker or French PokerStars history is public, see data/SOURCES.md). Players, cards
 * and amounts are made up; every hand adds up.
 */

/** Winamax cash game: a flop bet nobody calls (Winamax prints no uncalled-bet line), 1 cent of rake. */
export const winamaxCash = `Winamax Poker - CashGame - HandId: #18567763-280-1687022958 - Holdem no limit (0.01€/0.02€) - 2023/06/17 17:29:18 UTC
Table: 'Nice 05' 6-max (real money) Seat #3 is the button
Seat 1: Alice (2.05€)
Seat 2: Bob (1.98€)
Seat 3: Carol Ann (2€)
Seat 5: Dave (3.10€)
*** ANTE/BLINDS ***
Dave posts small blind 0.01€
Alice posts big blind 0.02€
Dealt to Carol Ann [Ah Kd]
*** PRE-FLOP *** 
Bob folds
Carol Ann raises 0.04€ to 0.06€
Dave folds
Alice calls 0.04€
*** FLOP *** [8c 2d 6s]
Alice checks
Carol Ann bets 0.08€
Alice folds
Carol Ann collected 0.20€ from pot
*** SUMMARY ***
Total pot 0.13€ | Rake 0.01€
Board: [8c 2d 6s]
Seat 3: Carol Ann (button) won 0.20€
`;

/** Winamax tournament: ante/small/big blinds in the header, bounties in the seat lines, an all-in called. */
export const winamaxTournament = `Winamax Poker - Tournament "WESTERN" buyIn: 0.90€ + 0.10€ level: 6 - HandId: #2815488303912976462-15-1684698584 - Holdem no limit (60/250/500) - 2023/05/21 19:49:44 UTC
Table: 'WESTERN(655531954)#077' 6-max (real money) Seat #2 is the button
Seat 1: Paul (12000, 0.45€ bounty)
Seat 2: Zoe (8000, 0.45€ bounty)
Seat 4: Max (20000, 0.90€ bounty)
*** ANTE/BLINDS ***
Paul posts ante 60
Zoe posts ante 60
Max posts ante 60
Max posts small blind 250
Paul posts big blind 500
Dealt to Zoe [Qs Qd]
*** PRE-FLOP *** 
Zoe raises 7440 to 7940 and is all-in
Max calls 7690
Paul folds
*** FLOP *** [2c 7h 9d]
*** TURN *** [2c 7h 9d][Kc]
*** RIVER *** [2c 7h 9d Kc][3s]
*** SHOW DOWN ***
Zoe shows [Qs Qd] (One pair : Queens)
Max shows [Ah Jc] (High card : Ace)
Zoe collected 16560 from pot
*** SUMMARY ***
Total pot 16560 | No rake
Board: [2c 7h 9d Kc 3s]
Seat 2: Zoe (button) showed [Qs Qd] and won 16560 with One pair : Queens
Seat 4: Max (small blind) showed [Ah Jc] and lost with High card : Ace
`;

/** Winamax five-card Omaha, heads-up: the button posts the small blind and a wheel wins. */
export const winamaxOmaha5 = `Winamax Poker - CashGame - HandId: #20000001-55-1700000000 - Omaha5 pot limit (0.05€/0.10€) - 2024/01/01 10:00:00 UTC
Table: 'Cinq' 5-max (real money) Seat #1 is the button
Seat 1: Ann (10€)
Seat 2: Ben (10€)
*** ANTE/BLINDS ***
Ann posts small blind 0.05€
Ben posts big blind 0.10€
Dealt to Ann [As Ks Qs Js 2d]
*** PRE-FLOP *** 
Ann raises 0.20€ to 0.30€
Ben calls 0.20€
*** FLOP *** [Ts 3h 4c]
Ben checks
Ann bets 0.60€
Ben calls 0.60€
*** TURN *** [Ts 3h 4c][5d]
Ben checks
Ann checks
*** RIVER *** [Ts 3h 4c 5d][9h]
Ben checks
Ann checks
*** SHOW DOWN ***
Ben shows [Kd Kc 8c 8h 2c] (One pair : Kings)
Ann shows [As Ks Qs Js 2d] (Straight : Five high)
Ann collected 1.71€ from pot
*** SUMMARY ***
Total pot 1.80€ | Rake 0.09€
Board: [Ts 3h 4c 5d 9h]
`;

/** GGPoker cash game: other players' "Dealt to" lines without cards, rake and a jackpot fee. */
export const ggCash = `Poker Hand #RC1000000001: Hold'em No Limit ($0.05/$0.1) - 2026/07/19 19:14:36
Table 'NLHTest1' 6-max Seat #5 is the button
Seat 1: Hero ($10 in chips)
Seat 3: Villain ($12.5 in chips)
Seat 5: Third ($8 in chips)
Hero: posts small blind $0.05
Villain: posts big blind $0.1
*** HOLE CARDS ***
Dealt to Hero [Qs 5d]
Dealt to Villain 
Dealt to Third 
Third: raises $0.15 to $0.25
Hero: folds
Villain: calls $0.15
*** FLOP *** [Ah 7c 2d]
Villain: checks
Third: bets $0.3
Villain: calls $0.3
*** TURN *** [Ah 7c 2d] [Ts]
Villain: checks
Third: checks
*** RIVER *** [Ah 7c 2d Ts] [3s]
Villain: bets $0.5
Third: calls $0.5
Villain: shows [Ad Kd] (a pair of Aces)
Third: shows [7h 7s] (three of a kind, Sevens)
*** SHOWDOWN ***
Third collected $2.02 from pot
*** SUMMARY ***
Total pot $2.15 | Rake $0.1 | Jackpot $0.03 | Bingo $0 | Fortune $0 | Tax $0
Board [Ah 7c 2d Ts 3s]
Seat 1: Hero (small blind) folded before Flop
Seat 3: Villain (big blind) showed [Ad Kd] and lost with a pair of Aces
Seat 5: Third (button) showed [7h 7s] and won ($2.02) with three of a kind, Sevens
`;

/** PokerStars English: an all-in pre-flop run twice, each run won by a different player, rake taken. */
export const starsRunTwice = `PokerStars Hand #300000000001:  Hold'em No Limit ($0.50/$1.00 USD) - 2024/03/01 20:00:00 ET
Table 'Test Twice' 6-max Seat #1 is the button
Seat 1: Anna ($100 in chips)
Seat 2: Boris ($60 in chips)
Seat 3: Chloe ($150 in chips)
Boris: posts small blind $0.50
Chloe: posts big blind $1
*** HOLE CARDS ***
Anna: raises $2 to $3
Boris: raises $57 to $60 and is all-in
Chloe: folds
Anna: calls $57
*** FIRST FLOP *** [Kh 8d 3c]
*** FIRST TURN *** [Kh 8d 3c] [2s]
*** FIRST RIVER *** [Kh 8d 3c 2s] [Jd]
*** SECOND FLOP *** [Qs 9h 4d]
*** SECOND TURN *** [Qs 9h 4d] [5c]
*** SECOND RIVER *** [Qs 9h 4d 5c] [Ac]
*** FIRST SHOW DOWN ***
Boris: shows [Ks Kd] (three of a kind, Kings)
Anna: shows [As Qh] (high card Ace)
Boris collected $58.98 from pot
*** SECOND SHOW DOWN ***
Boris: shows [Ks Kd] (a pair of Kings)
Anna: shows [As Qh] (two pair, Aces and Queens)
Anna collected $58.97 from pot
*** SUMMARY ***
Total pot $121 | Rake $3.05
Hand was run twice
FIRST Board [Kh 8d 3c 2s Jd]
SECOND Board [Qs 9h 4d 5c Ac]
Seat 1: Anna (button) showed [As Qh] and won ($58.97)
Seat 2: Boris (small blind) showed [Ks Kd] and won ($58.98)
Seat 3: Chloe (big blind) folded before Flop
`;

/** PokerStars in French: a decimal comma, a space between thousands, the euro sign after the amount. */
export const starsFrench = `PokerStars Main n°400000000001 : Hold'em No Limit (0,01 €/0,02 € EUR) - 2024/03/01 20:00:00 CET
Table 'Paris II' 6-max Siège n°2 est le bouton
Siège 1 : Amélie (2 € en jetons)
Siège 2 : Bastien (1 234,50 € en jetons)
Siège 4 : Chloé (3,10 € en jetons)
Chloé : poste la petite blinde 0,01 €
Amélie : poste la grosse blinde 0,02 €
*** CARTES FERMÉES ***
Distribué à Bastien [Ah Ad]
Bastien : relance 0,04 € à 0,06 €
Chloé : passe
Amélie : suit 0,04 €
*** FLOP *** [Kc 7d 2h]
Amélie : parole
Bastien : mise 0,10 €
Amélie : relance 1,84 € à 1,94 € et est all-in
Bastien : suit 1,84 €
*** TOURNANT *** [Kc 7d 2h] [3s]
*** RIVIÈRE *** [Kc 7d 2h 3s] [9c]
*** ABATTAGE ***
Amélie : montre [Kh Qd] (une paire de Rois)
Bastien : montre [Ah Ad] (une paire d'As)
Bastien a remporté 3,86 € du pot
*** RÉSUMÉ ***
Pot total 4,01 € | Rake 0,15 €
Tableau [Kc 7d 2h 3s 9c]
Siège 1 : Amélie (grosse blinde) a montré [Kh Qd] et a perdu
Siège 2 : Bastien (bouton) a montré [Ah Ad] et a remporté (3,86 €)
Siège 4 : Chloé (petite blinde) a passé avant le Flop
`;

/** PokerStars English in play chips: the loser mucks without showing, so its cards are never known. */
export const starsMuckUnknown = `PokerStars Hand #600000000001:  Hold'em No Limit (1/2) - 2024/03/01 20:00:00 ET
Table 'Muck' 6-max Seat #1 is the button
Seat 1: A (100 in chips)
Seat 2: B (100 in chips)
A: posts small blind 1
B: posts big blind 2
*** HOLE CARDS ***
A: calls 1
B: checks
*** FLOP *** [2c 7d 9h]
B: checks
A: checks
*** TURN *** [2c 7d 9h] [Jc]
B: checks
A: checks
*** RIVER *** [2c 7d 9h Jc] [Ks]
B: checks
A: checks
*** SHOW DOWN ***
B: shows [3d 4d] (high card King)
A: mucks hand
B collected 4 from pot
*** SUMMARY ***
Total pot 4 | Rake 0
Board [2c 7d 9h Jc Ks]
Seat 1: A (button) (small blind) mucked
Seat 2: B (big blind) showed [3d 4d] and won (4) with high card King
`;

/** GGPoker with a straddle: the first player left of the straddle opens (R27, R46). */
export const ggStraddle = `Poker Hand #RC2000000001: Hold'em No Limit ($0.1/$0.2) - 2026/07/19 19:14:36
Table 'NLHStraddle' 6-max Seat #1 is the button
Seat 1: P1 ($20 in chips)
Seat 2: P2 ($20 in chips)
Seat 3: P3 ($20 in chips)
Seat 4: P4 ($20 in chips)
P2: posts small blind $0.1
P3: posts big blind $0.2
P4: posts straddle $0.4
*** HOLE CARDS ***
Dealt to P1 [Kc Kh]
P1: raises $0.8 to $1.2
P2: folds
P3: folds
P4: calls $0.8
*** FLOP *** [2s 3s 4s]
P4: checks
P1: bets $1
P4: folds
Uncalled bet ($1) returned to P1
*** SHOWDOWN ***
P1 collected $2.65 from pot
*** SUMMARY ***
Total pot $2.7 | Rake $0.05 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Board [2s 3s 4s]
`;

/** PokerStars tournament with a big-blind ante (dead money, R25). */
export const starsBigBlindAnte = `PokerStars Hand #800000000001: Tournament #3000000001, $5+$0.50 USD Hold'em No Limit - Level V (100/200) - 2024/03/01 20:00:00 ET
Table '3000000001 1' 9-max Seat #1 is the button
Seat 1: T1 (5000 in chips)
Seat 2: T2 (5000 in chips)
Seat 3: T3 (1000 in chips)
T3: posts the ante 200
T2: posts small blind 100
T3: posts big blind 200
*** HOLE CARDS ***
T1: raises 400 to 600
T2: folds
T3: calls 400
*** FLOP *** [Kd 8c 3h]
T3: checks
T1: bets 500
T3: folds
Uncalled bet (500) returned to T1
T1 collected 1500 from pot
*** SUMMARY ***
Total pot 1500 | Rake 0
Board [Kd 8c 3h]
`;

/** PokerStars Pot-Limit Omaha: raises to the pot, all-ins on the turn, a wheel beats three aces. */
export const starsOmaha = `PokerStars Hand #900000000001:  Omaha Pot Limit ($0.05/$0.10 USD) - 2024/03/01 20:00:00 ET
Table 'Omaha' 6-max Seat #2 is the button
Seat 2: O1 ($10 in chips)
Seat 4: O2 ($10 in chips)
Seat 5: O3 ($10 in chips)
O2: posts small blind $0.05
O3: posts big blind $0.10
*** HOLE CARDS ***
Dealt to O1 [As Ad Kh Qh]
O1: raises $0.25 to $0.35
O2: folds
O3: calls $0.25
*** FLOP *** [Ah 7h 2c]
O3: bets $0.75
O1: raises $2.25 to $3
O3: calls $2.25
*** TURN *** [Ah 7h 2c] [5d]
O3: checks
O1: bets $6.65 and is all-in
O3: calls $6.65 and is all-in
*** RIVER *** [Ah 7h 2c 5d] [9s]
*** SHOW DOWN ***
O3: shows [7c 7d 3s 4s] (a straight, Five high)
O1: shows [As Ad Kh Qh] (three of a kind, Aces)
O3 collected $19.50 from pot
*** SUMMARY ***
Total pot $20.05 | Rake $0.55
Board [Ah 7h 2c 5d 9s]
`;
