import { equity, HAND_CLASSES, parseRange, handClassOf, rangeGrid, type RangeGrid } from '@pokerchart/odds';
import { texasHoldem } from '@pokerchart/variants';
import { useState } from 'preact/hooks';

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Red (0%) through yellow (50%) to green (100%): the background of a grid cell. */
export function heatColor(equity: number): string {
  const x = Math.max(0, Math.min(1, equity));
  const [r, g, b] = x < 0.5 ? [220, Math.round(60 + 2 * x * 160), 60] : [Math.round(220 - (x - 0.5) * 2 * 170), 200, 70];
  return `rgb(${r}, ${g}, ${b})`;
}

/** The classes a range text holds (for the grid's pressed cells); none when it cannot be read. */
function classesOf(text: string): Set<string> {
  try {
    return new Set(parseRange(text).hands.filter((h) => h.cards.length === 2).map((h) => handClassOf(h.cards)));
  } catch {
    return new Set();
  }
}

/**
 * Odds: a Hold'em range against a range on a board. The 13x13 grid is a heat map of each starting
 * hand class's equity against the opponent's range; clicking a class adds it to (or takes it out
 * of) your range, whose equity is shown under the grid.
 */
export function OddsPanel() {
  const [range, setRange] = useState('QQ+, AKs');
  const [against, setAgainst] = useState('JJ-88');
  const [board, setBoard] = useState('');
  const [grid, setGrid] = useState<RangeGrid | null>(null);
  const [result, setResult] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const selected = classesOf(range);

  const rangeEquity = async (text: string) => {
    if (text.trim() === '') {
      setResult('');
      return;
    }
    try {
      const r = await equity({ variant: texasHoldem, hands: [text, against], board, samples: 20000 });
      const how = r.exact ? `exact, ${r.matchups!.toLocaleString('en-US')} matchups` : `Monte Carlo ±${(r.stdError! * 100).toFixed(2)}%`;
      setResult(`${text} against ${against}: ${(r.hands[0]!.equity * 100).toFixed(2)}% (${how})`);
      setError('');
    } catch (e) {
      setResult('');
      setError(message(e));
    }
  };

  const compute = async () => {
    setBusy(true);
    try {
      setGrid(await rangeGrid({ against, board, samples: 1500 }));
      setError('');
      await rangeEquity(range);
    } catch (e) {
      setGrid(null);
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (label: string) => {
    const classes = HAND_CLASSES.flat().filter((c) => (c === label ? !selected.has(c) : selected.has(c)));
    const text = classes.join(', ');
    setRange(text);
    void rangeEquity(text);
  };

  return (
    <section class="panel odds" aria-labelledby="odds-title">
      <h2 id="odds-title">Odds</h2>
      <div class="stack">
        <label>
          Your range <input aria-label="Your range" value={range} onInput={(e) => setRange(e.currentTarget.value)} />
        </label>
        <label>
          Against <input aria-label="Against range" value={against} onInput={(e) => setAgainst(e.currentTarget.value)} />
        </label>
        <label>
          Board <input aria-label="Board" value={board} placeholder="Kd7c2h" onInput={(e) => setBoard(e.currentTarget.value)} />
        </label>
      </div>
      <div class="row">
        <button type="button" onClick={compute} disabled={busy}>
          {busy ? 'Computing…' : 'Compute'}
        </button>
        {grid && <span class="muted">{grid.exact ? 'exact, every runout' : `${grid.runouts.toLocaleString('en-US')} random boards`}</span>}
      </div>
      {error && <p role="alert">{error}</p>}
      {grid && (
        <div class="range-grid" role="group" aria-label="Range grid">
          {grid.cells.flat().map((cell) => (
            <button
              type="button"
              key={cell.label}
              class="cell"
              aria-pressed={selected.has(cell.label)}
              data-equity={cell.equity === null ? '' : cell.equity.toFixed(4)}
              disabled={cell.equity === null}
              title={cell.equity === null ? `${cell.label}: impossible on this board` : `${cell.label}: ${(cell.equity * 100).toFixed(1)}% (${cell.combos} combos)`}
              style={cell.equity === null ? undefined : { background: heatColor(cell.equity) }}
              onClick={() => toggle(cell.label)}
            >
              {cell.label}
            </button>
          ))}
        </div>
      )}
      {result && <p class="odds-result">{result}</p>}
    </section>
  );
}
