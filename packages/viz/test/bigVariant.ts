import { defineVariant, type VariantDescriptor, type VariantSpec } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';

/** Hold'em with six streets (two more boards cards, each after a burn): a bigger chart than Hold'em's. */
export const sixStreetHoldem: VariantDescriptor = defineVariant({
  ...texasHoldem,
  id: 'six-street-holdem',
  name: 'Six-street Hold\'em',
  streets: [
    { name: 'preflop', board: 0 },
    { name: 'flop', board: 3, burn: true },
    { name: 'turn', board: 1, burn: true },
    { name: 'river', board: 1, burn: true },
    { name: 'fifth', board: 1, burn: true },
    { name: 'sixth', board: 1, burn: true },
  ],
} as unknown as VariantSpec);

/**
 * A script for `page.evaluate`: the boxes (in the SVG's own units) of the edge labels, of the
 * cluster titles (the text of a `g.cluster` itself, or a `.cluster-title` node), and of the state
 * nodes, and every pair of them that overlaps.
 */
export const overlapsScript = `(() => {
  const box = (els) => {
    const bs = els.map((el) => el.getBBox());
    const x = Math.min(...bs.map((b) => b.x)), y = Math.min(...bs.map((b) => b.y));
    return { x, y, w: Math.max(...bs.map((b) => b.x + b.width)) - x, h: Math.max(...bs.map((b) => b.y + b.height)) - y };
  };
  const hit = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const texts = (g) => [...g.querySelectorAll('text')].filter((t) => t.textContent.trim() !== '');
  const labels = [...document.querySelectorAll('g.edge')].filter((g) => texts(g).length > 0)
    .map((g) => ({ id: g.id, text: texts(g).map((t) => t.textContent.trim()).join(' / '), b: box(texts(g)) }));
  const titles = [
    ...[...document.querySelectorAll('g.cluster')].map((g) => ({ id: g.id, t: [...g.querySelectorAll(':scope > text')] })),
    ...[...document.querySelectorAll('g.node.cluster-title')].map((g) => ({ id: g.id, t: texts(g) })),
  ].filter((c) => c.t.length > 0).map((c) => ({ id: c.id, b: box(c.t) }));
  const nodes = [...document.querySelectorAll('g.node.state')].map((g) => ({ id: g.id, b: g.getBBox() }))
    .map((n) => ({ id: n.id, b: { x: n.b.x, y: n.b.y, w: n.b.width, h: n.b.height } }));
  const found = { labelOnTitle: [], labelOnLabel: [], labelOnState: [], labels: labels.length, titles: titles.length };
  for (const l of labels) for (const t of titles) if (hit(l.b, t.b)) found.labelOnTitle.push(l.text + ' on ' + t.id);
  for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) {
    if (hit(labels[i].b, labels[j].b)) found.labelOnLabel.push(labels[i].text + ' on ' + labels[j].text);
  }
  for (const l of labels) for (const n of nodes) if (hit(l.b, n.b)) found.labelOnState.push(l.text + ' on ' + n.id);
  return found;
})()`;
