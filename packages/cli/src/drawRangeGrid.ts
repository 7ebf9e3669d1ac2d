import type { RangeGrid } from '@pokerchart/odds';

/** How {@link drawRangeGrid} draws: ANSI colors for a terminal, or plain text for a file or a pipe. */
export interface DrawGridOptions {
  /** Colored cells (24-bit background colors) when true; plain text otherwise. */
  color: boolean;
  /** Classes to mark as the first player's range (`'AKs'`, `'QQ'`). */
  marked?: ReadonlySet<string>;
}

/** The background of a cell: red (0%) through yellow (50%) to green (100%). */
function heat(equity: number): [number, number, number] {
  const x = Math.max(0, Math.min(1, equity));
  return x < 0.5 ? [220, Math.round(60 + 2 * x * 160), 60] : [Math.round(220 - (x - 0.5) * 2 * 170), 200, 70];
}

/**
 * The 13x13 grid as text: each cell the class and its equity in percent, aces at the top left,
 * suited hands above the diagonal. On a terminal each cell is colored by its equity and the
 * marked classes are bold and underlined; in plain text a marked class carries a `*` and an
 * impossible class (no combination left) shows `--`.
 */
export function drawRangeGrid(grid: RangeGrid, options: DrawGridOptions): string {
  const marked = options.marked ?? new Set<string>();
  const lines = grid.cells.map((row) =>
    row
      .map((cell) => {
        const pct = cell.equity === null ? ' --' : String(Math.round(cell.equity * 100)).padStart(3);
        const mark = marked.has(cell.label) ? '*' : ' ';
        const text = `${cell.label.padEnd(3)}${pct}`;
        if (!options.color) return `${text}${mark}`;
        if (cell.equity === null) return `\x1b[2m${text} \x1b[0m`;
        const [r, g, b] = heat(cell.equity);
        const style = marked.has(cell.label) ? '\x1b[1;4m' : '';
        return `\x1b[48;2;${r};${g};${b}m\x1b[38;2;0;0;0m${style}${text}\x1b[0m\x1b[48;2;${r};${g};${b}m \x1b[0m`;
      })
      .join(options.color ? '' : ' ')
      .trimEnd(),
  );
  return lines.join('\n');
}
