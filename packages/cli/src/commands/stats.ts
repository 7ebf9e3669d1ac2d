import { writeFileSync } from 'node:fs';
import type { PlayerStats, WinningsPoint } from '@pokerchart/histories';
import type { CliCommand } from '../CliCommand.js';
import { formatNumber } from '../progressBar.js';
import { parseOptions } from '../parseOptions.js';
import { openDatabase } from './import.js';

const help = `pokerchart stats: player statistics from the hand database (RULES R272)

Usage: pokerchart stats [--player NAME] [--site SITE] [--game CODE] [--html report.html] [--json]
                        [--data ./pokerchart-data | --database postgres://…]

  --player     one player (default: every player, most hands first)
  --site       one room: pokerstars, winamax, ggpoker, or phh (hands imported from PHH files)
  --game       one game by PHH variant code: NT (no-limit Hold'em), PO (pot-limit Omaha)…
  --html       also write an HTML report: the table and each player's cumulative winnings graph
               (inline SVG, no network needed; the 20 players with the most hands, or --player)
  --json       the statistics as JSON (fractions from 0 to 1) instead of the table
  --data       PGlite data directory (default ./pokerchart-data)
  --database   a Postgres URL instead
  --help, -h   this help

Columns (PokerTracker 4's definitions): VPIP, PFR, 3-bet, fold to 3-bet (F3B), flop c-bet,
fold to c-bet (FCB), went to showdown (WTSD), won money at showdown (W$SD), aggression factor
(AF) and frequency (AFq) from the flop on, net won and big blinds won per 100 hands. A "-" is a
statistic with no opportunity.`;

const COLUMNS: { title: string; show: (s: PlayerStats) => string }[] = [
  { title: 'hands', show: (s) => formatNumber(s.hands) },
  { title: 'VPIP', show: (s) => pct(s.vpip) },
  { title: 'PFR', show: (s) => pct(s.pfr) },
  { title: '3-bet', show: (s) => pct(s.threeBet) },
  { title: 'F3B', show: (s) => pct(s.foldToThreeBet) },
  { title: 'c-bet', show: (s) => pct(s.cbet) },
  { title: 'FCB', show: (s) => pct(s.foldToCbet) },
  { title: 'WTSD', show: (s) => pct(s.wtsd) },
  { title: 'W$SD', show: (s) => pct(s.wsd) },
  { title: 'AF', show: (s) => (s.af === undefined ? '-' : formatNumber(s.af, 2, 2)) },
  { title: 'AFq', show: (s) => pct(s.afq) },
  { title: 'net', show: (s) => formatNumber(s.net, 2) },
  { title: 'bb/100', show: (s) => (s.bbPer100 === undefined ? '-' : formatNumber(s.bbPer100, 2, 2)) },
];

/** A rate as a percentage with one decimal, or "-" when undefined. */
function pct(x: number | undefined): string {
  return x === undefined ? '-' : `${(x * 100).toFixed(1)}%`;
}

/** The statistics as a text table: names left, numbers right. */
export function statsTable(stats: readonly PlayerStats[]): string {
  const rows = [['player', ...COLUMNS.map((c) => c.title)], ...stats.map((s) => [s.player, ...COLUMNS.map((c) => c.show(s))])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd()).join('\n') + '\n';
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `pokerchart stats`: the statistics table, JSON, or an HTML report with winnings graphs. */
export const statsCommand: CliCommand = {
  name: 'stats',
  summary: 'player statistics (VPIP, PFR, 3-bet, c-bet, WTSD, bb/100…) from the hand database',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      player: { type: 'string' },
      site: { type: 'string' },
      game: { type: 'string' },
      html: { type: 'string' },
      json: { type: 'boolean' },
      data: { type: 'string' },
      database: { type: 'string' },
    });
    const db = await openDatabase(values);
    try {
      const filter = {
        ...(values.player !== undefined ? { player: values.player } : {}),
        ...(values.site !== undefined ? { site: values.site } : {}),
        ...(values.game !== undefined ? { game: values.game } : {}),
      };
      const stats = await db.stats(filter);
      if (values.json === true) io.stdout.write(JSON.stringify(stats, null, 2) + '\n');
      else if (stats.length === 0) io.stdout.write(`no hands${values.player !== undefined ? ` for ${values.player}` : ''} in the database\n`);
      else io.stdout.write(statsTable(stats));
      if (values.html !== undefined) {
        const graphs: string[] = [];
        for (const s of stats.slice(0, 20)) graphs.push(winningsSvg(s.player, await db.winnings(s.player, { filter })));
        const html = [
          '<!doctype html>',
          '<html lang="en"><head><meta charset="utf-8"><title>pokerchart: player statistics</title>',
          '<style>body{font-family:sans-serif;margin:2em}pre{font-size:13px}svg{display:block;margin:1em 0}</style></head><body>',
          '<h1>Player statistics</h1>',
          `<pre>${esc(statsTable(stats))}</pre>`,
          '<h2>Cumulative winnings</h2>',
          ...graphs,
          '</body></html>',
        ].join('\n');
        writeFileSync(values.html, html + '\n');
        io.stderr.write(`wrote ${values.html} (${graphs.length} graph${graphs.length === 1 ? '' : 's'})\n`);
      }
      return 0;
    } finally {
      await db.close();
    }
  },
};

/**
 * A player's cumulative winnings as a self-contained SVG line chart (no script, no external
 * resource): hands along the bottom, net won up the side, the zero line dashed, the line green
 * above zero and red below.
 */
export function winningsSvg(player: string, points: readonly WinningsPoint[], width = 640, height = 240): string {
  const pad = { left: 64, right: 16, top: 24, bottom: 32 };
  const maxHands = Math.max(1, ...points.map((p) => p.hands));
  const nets = points.map((p) => p.net);
  const lo = Math.min(0, ...nets);
  const hi = Math.max(0, ...nets);
  const span = hi - lo || 1;
  const x = (h: number): number => pad.left + ((width - pad.left - pad.right) * h) / maxHands;
  const y = (v: number): number => pad.top + ((height - pad.top - pad.bottom) * (hi - v)) / span;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.hands).toFixed(1)},${y(p.net).toFixed(1)}`).join(' ');
  const last = points.at(-1)?.net ?? 0;
  const colour = last >= 0 ? '#1a7f37' : '#cf222e';
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(player)}: cumulative winnings over ${formatNumber(maxHands)} hands">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${pad.left}" y="16" font-family="sans-serif" font-size="13" font-weight="bold">${esc(player)}: ${formatNumber(last)} over ${formatNumber(maxHands)} hands</text>`,
    `<line x1="${pad.left}" x2="${width - pad.right}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}" stroke="#888" stroke-dasharray="4 3"/>`,
    `<line x1="${pad.left}" x2="${pad.left}" y1="${pad.top}" y2="${height - pad.bottom}" stroke="#444"/>`,
    `<text x="${pad.left - 6}" y="${(y(hi) + 4).toFixed(1)}" font-family="sans-serif" font-size="11" text-anchor="end">${formatNumber(hi)}</text>`,
    `<text x="${pad.left - 6}" y="${(y(lo) + 4).toFixed(1)}" font-family="sans-serif" font-size="11" text-anchor="end">${formatNumber(lo)}</text>`,
    `<text x="${width - pad.right}" y="${height - 10}" font-family="sans-serif" font-size="11" text-anchor="end">${formatNumber(maxHands)} hands</text>`,
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="1.5"/>`,
    '</svg>',
  ].join('\n');
}
