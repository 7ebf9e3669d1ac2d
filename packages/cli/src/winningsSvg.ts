import type { WinningsPoint } from '@pokerchart/histories';
import { formatNumber } from './formatNumber.js';

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
