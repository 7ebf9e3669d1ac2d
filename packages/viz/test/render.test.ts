import { createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { dotToSvg, toDot, toMermaid, toSvg, VizError } from '../src/index.js';
import { handLikeMachine, parallelMachine } from './handLikeMachine.js';

describe('toMermaid', () => {
  const text = toMermaid(handLikeMachine);

  it('writes a stateDiagram-v2 with composite states for compound states', () => {
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain('  [*] --> posting');
    expect(text).toContain('  state preflop {');
    expect(text).toContain('    [*] --> preflop_dealing');
    expect(text).toContain('    state "betting" as preflop_betting');
    expect(text).toContain('  complete --> [*]');
    expect(text).toContain('posting : forced bets');
  });

  it('labels edges with events and guards, and draws targetless transitions as self-loops', () => {
    expect(text).toContain('  preflop --> complete : done [onePlayerLeft]');
    expect(text).toContain('  preflop --> showdown : done [and(everyoneAllIn, not(onePlayerLeft))]');
    expect(text).toContain('    preflop_betting --> preflop_betting : ACT');
    expect(text).toContain('  showdown --> complete : after 500ms');
    expect(text).toContain('  showdown --> complete : always [onePlayerLeft]');
    expect(toMermaid(handLikeMachine, { guards: false })).toContain('  preflop --> complete : done\n');
    expect(toMermaid(handLikeMachine, { selfLoops: false })).not.toContain('preflop_betting --> preflop_betting');
  });

  it('writes each edge inside the composite that holds both ends, after its states', () => {
    const lines = text.split('\n');
    const open = lines.indexOf('  state preflop {');
    const close = lines.indexOf('  }', open);
    const inner = lines.slice(open, close);
    expect(inner).toContain('    preflop_betting --> preflop_done : CLOSE');
    const firstEdge = inner.findIndex((l) => l.includes('-->') && !l.includes('[*]'));
    const lastState = inner.findIndex((l) => l.includes('preflop_done') && !l.includes('-->'));
    expect(firstEdge).toBeGreaterThan(lastState);
  });

  it('highlights the active leaf states with a class', () => {
    const actor = createActor(handLikeMachine).start();
    actor.send({ type: 'DEAL' });
    const out = toMermaid(handLikeMachine, { active: actor.getSnapshot() });
    actor.stop();
    expect(out).toContain('classDef active');
    expect(out).toContain('class preflop_dealing active');
    expect(toMermaid(handLikeMachine)).not.toContain('classDef');
  });

  it('renders parallel regions separated by --', () => {
    const out = toMermaid(parallelMachine);
    expect(out).toContain('state seats {');
    expect(out).toContain('state clock {');
    expect(out).toContain('clock_running --> clock_paused : PAUSE');
  });
});

describe('toDot', () => {
  const dot = toDot(handLikeMachine);

  it('draws compound states as clusters with a start point, and edges to their border', () => {
    expect(dot).toContain('digraph "hand" {');
    expect(dot).toContain('compound=true');
    expect(dot).toContain('subgraph "cluster_hand.preflop" {');
    expect(dot).toContain('"hand.preflop#start" -> "hand.preflop.dealing";');
    expect(dot).toMatch(/"hand.posting" -> "hand.preflop#start" \[label=" DEAL ".*lhead="cluster_hand.preflop"/);
    expect(dot).toMatch(/"hand.preflop#start" -> "hand.flop#start" \[.*ltail="cluster_hand.preflop".*lhead="cluster_hand.flop"/);
    expect(dot).toMatch(/"hand.complete" \[label="complete".*peripheries=2/);
  });

  it('gives every state an SVG id and marks active states', () => {
    const active = toDot(handLikeMachine, { active: ['flop.betting'] });
    expect(active).toMatch(/"hand.flop.betting" \[label="betting", id="s:hand.flop.betting", class="state atomic active"/);
    expect(active).toMatch(/graph \[label="", id="s:hand.flop", class="state compound active"/);
    expect(active).toContain('"hand.flop#title" [shape=plaintext, style="", margin="0.04,0", fontsize=13, label="flop", id="title:hand.flop", class="cluster-title"]');
    expect(dot).not.toContain('active"');
  });

  it('escapes quotes and backslashes in labels', () => {
    const out = toDot(handLikeMachine, { title: 'say "hi" \\ bye' });
    expect(out).toContain('label="say \\"hi\\" \\\\ bye"');
  });
});

describe('toSvg', () => {
  it('lays out the chart offline as SVG with clusters and state ids', async () => {
    const svg = await toSvg(handLikeMachine, { active: ['preflop.betting'] });
    expect(svg).toContain('<svg');
    expect(svg).toContain('id="s:hand.preflop"');
    expect(svg).toMatch(/<g id="s:hand\.preflop" class="cluster state compound active"/);
    expect(svg).toMatch(/<g id="s:hand\.preflop\.betting" class="node state atomic active"/);
    expect(svg).toMatch(/> ACT ?<\/text>/);
    expect(svg).toMatch(/>\/ applyAction ?<\/text>/); // the transition's action, on the line under its event
    expect(svg).toContain('#ffd966');
  });

  it('renders the parallel machine', async () => {
    const svg = await toSvg(parallelMachine, { direction: 'TB' });
    expect(svg).toContain('id="s:table.clock.paused"');
  });

  it('reports invalid DOT as a VizError', async () => {
    await expect(dotToSvg('digraph { a -> }')).rejects.toThrow(VizError);
    await expect(dotToSvg('digraph { a -> }')).rejects.toMatchObject({ code: 'RENDER_FAILED' });
  });
});

describe('root-level transitions and history states', () => {
  const machine = setup({}).createMachine({
    id: 'game',
    initial: 'lobby',
    on: { RESET: '.lobby', PING: { actions: [] } },
    states: {
      lobby: { on: { START: 'match' } },
      match: {
        initial: 'playing',
        states: { playing: { on: { PAUSE: 'paused' } }, paused: { on: { RESUME: 'hist' } }, hist: { type: 'history' } },
      },
    },
  });

  it('draws transitions of the root from an "(any state)" node', async () => {
    const mermaid = toMermaid(machine);
    expect(mermaid).toContain('any_state --> lobby : RESET');
    expect(mermaid).toContain('any_state --> any_state : PING');
    const dot = toDot(machine);
    expect(dot).toContain('"#any" [label="(any state)"');
    expect(dot).toMatch(/"#any" -> "game.lobby" \[label=" RESET "/);
    await expect(toSvg(machine)).resolves.toContain('(any state)');
  });

  it('keeps history states as nodes', () => {
    expect(toDot(machine)).toMatch(/"game.match.hist" \[label="hist", id="s:game.match.hist", class="state history"/);
  });
});

describe('toDot drawings of a hand machine', () => {
  it('R100 the self-loops of a state carry their labels together on the outermost loop, each loop keeping its id', async () => {
    const { createHandMachine } = await import('@pokerchart/engine');
    const { noLimit } = await import('@pokerchart/betting');
    const { texasHoldem } = await import('@pokerchart/variants');
    const dot = toDot(createHandMachine(texasHoldem, noLimit()), { actions: false });
    const loops = dot.split('\n').filter((l) => l.startsWith('  "hand.flop.bet" -> "hand.flop.bet"'));
    expect(loops).toHaveLength(2);
    expect(loops[0]).toContain('label="", id="e:hand.flop.bet:ACT:0"');
    expect(loops[1]).toContain('label=" ACT [actionIllegal]\\nACT [roundContinues] ", id="e:hand.flop.bet:ACT:1"');
    // a state with one self-loop keeps its own label
    expect(dot).toContain('"hand.flop.deal" -> "hand.flop.deal" [label=" DEAL_BOARD [cardsIllegal] "');
    expect(toDot(createHandMachine(texasHoldem, noLimit()), { guards: false, actions: false })).toContain('label=" ACT\\nACT "');
    // with their actions (the default), each label has its actions on the line below it
    const drawn = toDot(createHandMachine(texasHoldem, noLimit()));
    expect(drawn).toContain('label=" ACT [actionIllegal]\\n/ refuseAction\\nACT [roundContinues]\\n/ applyBet ", id="e:hand.flop.bet:ACT:1"');
    expect(drawn).toContain('"hand.flop.deal" -> "hand.flop.deal" [label=" DEAL_BOARD [cardsIllegal]\\n/ refuseDeal "');
  });

  it('a cluster title is a node in the rank of the start point (left to right and top to bottom), so no edge crosses it', async () => {
    const { createHandMachine } = await import('@pokerchart/engine');
    const { noLimit } = await import('@pokerchart/betting');
    const { texasHoldem } = await import('@pokerchart/variants');
    const lr = toDot(createHandMachine(texasHoldem, noLimit()), { direction: 'LR' });
    expect(lr).toMatch(/subgraph "cluster_hand\.flop" \{\n {4}graph \[label="", id="s:hand\.flop"/);
    expect(lr).toContain('"hand.flop#title" [shape=plaintext, style="", margin="0.04,0", fontsize=13, label=<flop<BR/>');
    expect(lr).toContain('{ rank=same; "hand.flop#start"; "hand.flop#title"; }');
    expect(lr).toContain('"hand.flop#start" -> "hand.flop#title" [style=invis];');
    const tb = toDot(createHandMachine(texasHoldem, noLimit()));
    expect(tb).toContain('{ rank=same; "hand.flop#start"; "hand.flop#title"; }');
    expect(tb).not.toMatch(/graph \[label=<flop<BR\/>/);
    // the SVG keeps the cluster's id for highlighting, and the title's own id
    const svg = await toSvg(createHandMachine(texasHoldem, noLimit()), { direction: 'LR', active: ['flop.bet'] });
    expect(svg).toMatch(/<g id="s:hand\.flop" class="cluster state compound active">/);
    expect(svg).toMatch(/<g id="title:hand\.flop" class="node cluster(-|&#45;)title">/);
    expect(svg).toContain('font-family="DejaVu Sans,Verdana,Helvetica,Arial,sans-serif"');
  });
});
