import { fixedLimit, noLimit, potLimit, type BettingStructure, type PlayerAction } from '@pokerchart/betting';
import { checkOrCall } from '@pokerchart/bots';
import { defineVariant, stakesBetting, type HandOptions, type VariantDescriptor, type VariantSpec } from '@pokerchart/engine';
import type { ChartMachine } from '@pokerchart/viz';
import { allVariants as builtIns } from '@pokerchart/variants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ActionBar } from './ActionBar.js';
import { botAction } from './botAction.js';
import { activeStates, chartOf, explainTransition } from './chart.js';
import { ChartView } from './ChartView.js';
import { Composer } from './Composer.js';
import { OddsPanel } from './OddsPanel.js';
import { PaiGowPanel } from './PaiGowPanel.js';
import { PhhPanel } from './PhhPanel.js';
import { RoomPanel } from './RoomPanel.js';
import { toSpecJson } from './presets.js';
import { actLive, startLive, startReplay, type LiveSession, type Session } from './session.js';
import { specFromHash } from './share.js';
import { TableView, type Lang } from './TableView.js';

type BettingId = 'no-limit' | 'pot-limit' | 'fixed-limit';
const BETTINGS: { id: BettingId; label: string }[] = [
  { id: 'no-limit', label: 'No limit' },
  { id: 'pot-limit', label: 'Pot limit' },
  { id: 'fixed-limit', label: 'Fixed limit' },
];
const STACK = 1000;
const BLINDS = { small: 5, big: 10 };

function structure(id: BettingId): BettingStructure {
  if (id === 'pot-limit') return potLimit();
  if (id === 'fixed-limit') return fixedLimit({ smallBet: BLINDS.big });
  return noLimit();
}

const params = new URLSearchParams(location.search);
/** Milliseconds a bot waits before acting (`?delay=` in the URL; tests use a short one). */
const BOT_DELAY = Math.max(0, Number(params.get('delay') ?? 300) || 0);
let nextSeed = Number(params.get('seed') ?? Math.floor(Math.random() * 1e9)) || 1;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

interface Table {
  variant: VariantDescriptor;
  betting: BettingId;
  players: number;
  /** Stacks carried from hand to hand (refilled when short). */
  stacks: number[];
  button: number;
  /** How many times to run the board when betting closes all in (R232): 1, 2, or ask the players. */
  runIt?: 1 | 2 | 'ask';
  /** Deal bomb pots (R233): everyone antes a big blind, no blinds, the hand starts on the flop. */
  bombPot?: boolean;
}

function clampPlayers(n: number, v: VariantDescriptor): number {
  return Math.min(v.seats.max, Math.max(v.seats.min, n));
}

/** The variant list's value for Pai Gow Poker (no variant has this id: ids are lower-case words). */
const PAIGOW = 'pai-gow-poker';

/** Deals a new hand at a table: the human in seat 0, bots in the others. */
function deal(table: Table): LiveSession {
  const n = clampPlayers(table.players, table.variant);
  const stacks = Array.from({ length: n }, (_, i) => {
    const s = table.stacks[i] ?? STACK;
    return s < BLINDS.big * 2 ? STACK : s;
  });
  const names = Array.from({ length: n }, (_, i) => (i === 0 ? 'You' : `Bot ${i}`));
  const runs = table.runIt !== undefined && table.runIt !== 1 ? { runItTimes: table.runIt } : {};
  // R290-R292: a game with its own stakes (Kuhn, Leduc, Rhode Island) plays them under fixed limit: antes, no blind
  const own = table.variant.stakes !== undefined && table.betting === 'fixed-limit' && table.bombPot !== true;
  const common = { variant: table.variant, betting: own ? stakesBetting(table.variant) : structure(table.betting), stacks, button: table.button % n, ...runs, dealing: { seed: nextSeed++ } };
  // Blinds, as in every flop game; a game that refuses them (stud: antes and a bring-in, R201)
  // gets antes and a bring-in instead.
  // A bomb pot (R233) replaces the blinds where the game has them.
  const forced: Partial<HandOptions>[] = own ? [{}] : [
    table.bombPot === true ? { blinds: BLINDS, bombPot: { ante: BLINDS.big } } : { blinds: BLINDS },
    { ante: { amount: 1, mode: 'each' }, bringIn: 3 } as Partial<HandOptions>,
  ];
  let failure: unknown;
  for (const f of forced) {
    try {
      return startLive({ ...common, ...f } as HandOptions, 0, names);
    } catch (e) {
      failure ??= e;
    }
  }
  throw failure;
}

/** The descriptor from the URL fragment, if a shared link opened the page. */
function sharedVariant(): { variant: VariantDescriptor | null; text: string | null; error: string | null } {
  try {
    const spec = specFromHash(location.hash);
    if (spec === null) return { variant: null, text: null, error: null };
    const text = JSON.stringify(spec, null, 2);
    try {
      return { variant: defineVariant(spec as VariantSpec), text, error: null };
    } catch (e) {
      return { variant: null, text, error: message(e) };
    }
  } catch (e) {
    return { variant: null, text: null, error: `The link's variant could not be read: ${message(e)}` };
  }
}

export function App() {
  const shared = useMemo(sharedVariant, []);
  const [customs, setCustoms] = useState<VariantDescriptor[]>(shared.variant ? [shared.variant] : []);
  const allVariants = useMemo(() => {
    const byId = new Map<string, VariantDescriptor>();
    for (const v of [...builtIns, ...customs]) byId.set(v.id, v);
    return [...byId.values()];
  }, [customs]);
  const [table, setTable] = useState<Table>(() => {
    const variant = shared.variant ?? builtIns[0]!;
    return { variant, betting: variant.defaultBetting ?? 'no-limit', players: 4, stacks: [], button: 0 };
  });
  const [state, setState] = useState<{ session: Session; index: number }>(() => {
    const session = deal(table);
    return { session, index: 0 };
  });
  const [lang, setLang] = useState<Lang>('en');
  const [error, setError] = useState(shared.error ?? '');
  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  // Pai Gow Poker, the banking game, is a round of its own (@pokerchart/paigow), not a hand of a variant
  const [paigow, setPaigow] = useState(false);
  const [composerText, setComposerText] = useState(shared.text ?? JSON.stringify(toSpecJson(table.variant), null, 2));
  const logList = useRef<HTMLOListElement>(null);

  const { session, index } = state;
  const frame = session.frames[index]!;
  const last = session.frames.length - 1;
  const live = session.kind === 'live' ? session : null;
  const chart = useMemo(() => chartOf(session.hand.actor.logic as unknown as ChartMachine), [session.hand]);
  const active = useMemo(() => activeStates(chart, frame.value), [chart, frame]);
  const explanation = selectedEdge ? explainTransition(chart, selectedEdge) : null;
  const here = useMemo(() => {
    // the innermost active state, and the nearest description up from it
    const byId = new Map(chart.json.nodes.map((n) => [n.id, n]));
    const id = [...active].reverse().find((a) => byId.get(a)?.type !== 'compound' && byId.get(a)?.type !== 'parallel') ?? active[active.length - 1];
    let n = id ? byId.get(id) : undefined;
    while (n && !n.description && n.parent) n = byId.get(n.parent);
    return id ? { id, description: n?.description ?? null } : null;
  }, [chart, active]);

  const newHand = useCallback(
    (next: Table) => {
      try {
        const s = deal(next);
        setTable(next);
        setState({ session: s, index: 0 });
        setError('');
      } catch (e) {
        setError(`The hand could not start: ${message(e)}`);
      }
    },
    [],
  );

  /** The next table for a new hand: stacks carried over from a finished live hand, the button moved on. */
  const rotate = (t: Table): Table => {
    const result = live?.hand.result ?? null;
    const stacks = result && live!.options.variant === t.variant ? result.stacks : [];
    return { ...t, stacks, button: t.button + 1 };
  };

  const play = useCallback((action: PlayerAction) => {
    setState((st) => {
      if (st.session.kind !== 'live') return st;
      try {
        const s = actLive(st.session, st.index, action);
        setError('');
        return { session: s, index: s.frames.length - 1 };
      } catch (e) {
        setError(message(e));
        return st;
      }
    });
  }, []);

  // bots act, after a short pause, when the last frame is shown and a bot is to act
  useEffect(() => {
    if (!live || index !== last) return;
    const hand = live.hand;
    if (hand.isComplete || hand.toAct === null || hand.toAct === live.human) return;
    const timer = setTimeout(() => {
      setState((st) => {
        if (st.session !== live || st.index !== index) return st;
        let s: LiveSession;
        try {
          s = actLive(live, index, botAction(hand, live.options.variant));
        } catch {
          s = actLive(live, index, checkOrCall(hand.view(hand.toAct!)));
        }
        return { session: s, index: s.frames.length - 1 };
      });
    }, BOT_DELAY);
    return () => clearTimeout(timer);
  }, [session, index]);

  const step = useCallback((to: number) => {
    setState((st) => ({ ...st, index: Math.max(0, Math.min(st.session.frames.length - 1, to)) }));
  }, []);

  // time travel from the keyboard: arrows step, Home and End jump (not while typing)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      if (e.key === 'ArrowLeft') setState((st) => ({ ...st, index: Math.max(0, st.index - 1) }));
      else if (e.key === 'ArrowRight') setState((st) => ({ ...st, index: Math.min(st.session.frames.length - 1, st.index + 1) }));
      else if (e.key === 'Home') setState((st) => ({ ...st, index: 0 }));
      else if (e.key === 'End') setState((st) => ({ ...st, index: st.session.frames.length - 1 }));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // keep the newest log line in view
  useEffect(() => {
    const list = logList.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [frame.log.length]);

  const applyVariant = (v: VariantDescriptor) => {
    setCustoms((cs) => [...cs.filter((c) => c.id !== v.id), v]);
    setSelectedEdge(null);
    newHand({ ...table, variant: v, betting: v.defaultBetting ?? table.betting, stacks: [], button: 0 });
  };

  const loadPhh = (text: string) => {
    const s = startReplay(text);
    setState({ session: s, index: 0 });
    setSelectedEdge(null);
    setError('');
  };

  const idle = !live
    ? 'A hand history is being replayed: step through it, or deal a new hand.'
    : index !== last
      ? 'You are looking at an earlier step. Step forward to the latest, or act here when it is your turn to play it differently.'
      : live.hand.isComplete
        ? 'The hand is over. Deal a new hand.'
        : `Waiting for ${live.names[live.hand.toAct ?? -1] ?? 'the dealer'}…`;

  return (
    <div class="app">
      <header class="top">
        <h1>
          pokerchart <span class="muted">playground</span>
        </h1>
        <div class="controls">
          <span class="field">
            <label for="variant">Variant</label>
            <select id="variant"
              value={paigow ? PAIGOW : table.variant.id}
              onChange={(e) => {
                const id = (e.target as HTMLSelectElement).value;
                setPaigow(id === PAIGOW);
                if (id === PAIGOW) return;
                const v = allVariants.find((x) => x.id === id);
                if (!v) return;
                setComposerText(JSON.stringify(toSpecJson(v), null, 2));
                setSelectedEdge(null);
                newHand({ ...table, variant: v, betting: v.defaultBetting ?? 'no-limit', stacks: [], button: 0 });
              }}
            >
              {allVariants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
              <option value={PAIGOW}>Pai Gow Poker (against the banker)</option>
            </select>
          </span>
          <span class="field">
            <label for="betting">Betting</label>
            <select id="betting" value={table.betting} onChange={(e) => newHand({ ...table, betting: (e.target as HTMLSelectElement).value as BettingId, stacks: [] })}>
              {BETTINGS.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </span>
          <span class="field">
            <label for="players">Players</label>
            <select id="players" value={clampPlayers(table.players, table.variant)} onChange={(e) => newHand({ ...table, players: Number((e.target as HTMLSelectElement).value), stacks: [] })}>
              {Array.from({ length: Math.min(table.variant.seats.max, 9) - table.variant.seats.min + 1 }, (_, i) => table.variant.seats.min + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
          <span class="field">
            <label for="run-it">Run it</label>
            <select id="run-it" value={String(table.runIt ?? 1)} onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              newHand({ ...table, runIt: v === 'ask' ? 'ask' : v === '2' ? 2 : 1 });
            }}>
              <option value="1">once</option>
              <option value="2">twice</option>
              <option value="ask">ask the players</option>
            </select>
          </span>
          <span class="field">
            <label for="bomb-pot">
              <input id="bomb-pot" type="checkbox" checked={table.bombPot === true} onChange={(e) => newHand({ ...table, bombPot: (e.target as HTMLInputElement).checked })} /> Bomb pots
            </label>
          </span>
          <span class="field">
            <label for="language">Language</label>
            <select id="language" value={lang} onChange={(e) => setLang((e.target as HTMLSelectElement).value as Lang)}>
              <option value="en">English</option>
              <option value="fr">Français</option>
            </select>
          </span>
          <button type="button" class="primary" data-deal onClick={() => newHand(rotate(table))}>
            New hand
          </button>
        </div>
      </header>
      {error && (
        <p class="error banner" role="alert">
          {error}
        </p>
      )}
      {paigow && (
        <main class="main">
          <PaiGowPanel />
        </main>
      )}
      <main class="main" hidden={paigow} style={paigow ? { display: 'none' } : undefined}>
        <div class="play">
          <section class="panel" aria-labelledby="table-title">
            <h2 id="table-title">
              {session.kind === 'live'
                ? `${table.variant.name}, ${BETTINGS.find((b) => b.id === table.betting)!.label.toLowerCase()}`
                : `Hand history replay: ${chart.json.description ?? ''}${session.scale !== 1 ? ` (in chips: ${session.scale} per unit of the file)` : ''}`}
            </h2>
            {session.kind === 'replay' && session.stopped && (
              <p class="warning" role="status">
                The file cannot be replayed to its end: {session.stopped}
              </p>
            )}
            <TableView frame={frame} names={session.names} human={live ? live.human : null} variant={live ? live.options.variant : null} lang={lang} />
            <ActionBar legal={frame.legal} cards={live ? (frame.cards[live.human] ?? null) : null} onAct={play} idle={idle} />
          </section>
          <section class="panel" aria-labelledby="travel-title">
            <h2 id="travel-title">Time travel</h2>
            <div class="travel">
              <button type="button" disabled={index === 0} onClick={() => step(index - 1)} aria-keyshortcuts="ArrowLeft">
                Step back
              </button>
              <input
                type="range"
                aria-label="Step"
                min={0}
                max={last}
                value={index}
                onInput={(e) => step(Number((e.target as HTMLInputElement).value))}
              />
              <button type="button" disabled={index === last} onClick={() => step(index + 1)} aria-keyshortcuts="ArrowRight">
                Step forward
              </button>
              <span class="step-label" aria-live="polite">
                Step {index} of {last}: {frame.label}
              </span>
            </div>
          </section>
          <section class="panel" aria-labelledby="log-title">
            <h2 id="log-title">Log</h2>
            <ol class="log" aria-label="Hand log" ref={logList}>
              {frame.log.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </section>
        </div>
        <div class="side">
          <section class="panel chart-panel" aria-label="Hand statechart">
            <h2 aria-hidden="true">Statechart</h2>
            <ChartView chart={chart} active={active} selectedEdge={selectedEdge} onSelectEdge={setSelectedEdge} />
            {here && (
              <p class="here" aria-live="polite">
                Now in <code>{here.id}</code>
                {here.description ? `: ${here.description}` : ''}
              </p>
            )}
            <div class="explain">
              <span class="field row">
                <label for="transition">Explain a transition</label>
                <select id="transition" value={selectedEdge ?? ''} onChange={(e) => setSelectedEdge((e.target as HTMLSelectElement).value || null)}>
                  <option value="">(or click one in the chart)</option>
                  {chart.json.edges.map((edge) => (
                    <option key={edge.id} value={edge.id}>
                      {edge.source} → {edge.target}: {edge.label}
                      {edge.guard ? ` [${edge.guard}]` : ''}
                    </option>
                  ))}
                </select>
              </span>
              {explanation && (
                <div class="explanation" aria-live="polite">
                  <p>
                    <strong>{explanation.edge.label}</strong> from <code>{explanation.from.id}</code> to <code>{explanation.to.id}</code>
                    {explanation.edge.internal ? ' (stays in the state: it runs its actions without leaving)' : ''}.
                  </p>
                  <p>
                    {explanation.edge.guard ? (
                      <>
                        Taken only when the guard <code>{explanation.edge.guard}</code> holds; transitions on the same event are tried in order and the
                        first whose guard holds is taken.
                      </>
                    ) : (
                      <>No guard: always taken on this event.</>
                    )}
                  </p>
                  {explanation.description && <p>{explanation.description}</p>}
                  {explanation.from.description && (
                    <p>
                      <em>{explanation.from.id}</em>: {explanation.from.description}
                    </p>
                  )}
                  {explanation.to.description && explanation.to.id !== explanation.from.id && (
                    <p>
                      <em>{explanation.to.id}</em>: {explanation.to.description}
                    </p>
                  )}
                  <p>Rules: {explanation.rules.length > 0 ? explanation.rules.join(', ') : 'none cited'} (RULES.md).</p>
                </div>
              )}
            </div>
          </section>
        </div>
      </main>
      <div class="tools">
        <Composer text={composerText} onText={setComposerText} onApply={applyVariant} />
        <PhhPanel hand={session.hand} onLoad={loadPhh} />
        <OddsPanel />
        <RoomPanel />
      </div>
      <footer class="muted">
        Keyboard: Tab through the controls; Enter or Space presses a button; the left and right arrow keys step through the hand (Home, End);
        in the chart, + and - zoom and 0 fits.
      </footer>
    </div>
  );
}
