import { describe, expect, it } from 'vitest';
import { stepsFromEvents, toHtmlViewer, VizError } from '../src/index.js';
import { handLikeMachine, parallelMachine } from './handLikeMachine.js';

describe('toHtmlViewer', () => {
  const steps = stepsFromEvents(handLikeMachine, [{ type: 'DEAL' }, { type: 'DEAL' }, { type: 'ACT' }]);

  it('is one self-contained page: inline SVG, style and script, no external resource', async () => {
    const html = await toHtmlViewer({ machine: handLikeMachine, steps });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<svg');
    expect(html).toContain('id="s:hand.preflop.betting"');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+href=/);
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).not.toContain('<?xml');
    expect(html.match(/<li data-index=/g)).toHaveLength(4);
    expect(html).toContain('id="viewer-steps"');
  });

  it('embeds each step with the ids of its active states', async () => {
    const html = await toHtmlViewer({ machine: handLikeMachine, steps });
    const json = /<script type="application\/json" id="viewer-steps">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const data = JSON.parse(json) as { label: string; value: string; active: string[] }[];
    expect(data.map((d) => d.label)).toEqual(['start', 'DEAL', 'DEAL', 'ACT']);
    expect(data.map((d) => d.value)).toEqual(['posting', 'preflop.dealing', 'preflop.betting', 'preflop.betting']);
    expect(data[2]?.active).toEqual(['hand.preflop', 'hand.preflop.betting']);
  });

  it('escapes labels, so a step label cannot inject markup or end the data script', async () => {
    const html = await toHtmlViewer({
      machine: handLikeMachine,
      steps: [{ label: '</script><b>x</b>', state: ['posting'], detail: 'a & b' }],
      title: '<i>t</i>',
    });
    expect(html).not.toContain('<b>x</b>');
    expect(html).not.toContain('<i>t</i>');
    expect(html).toContain('&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('a &amp; b');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('rejects no steps, and a step in a state the machine does not have, naming the step', async () => {
    await expect(toHtmlViewer({ machine: handLikeMachine, steps: [] })).rejects.toMatchObject({ code: 'BAD_STEPS' });
    const bad = toHtmlViewer({ machine: handLikeMachine, steps: [...steps, { label: 'oops', state: ['river'] }] });
    await expect(bad).rejects.toThrow(VizError);
    await expect(
      toHtmlViewer({ machine: handLikeMachine, steps: [...steps, { label: 'oops', state: ['river'] }] }),
    ).rejects.toThrow(/step 5 \("oops"\).*"river"/);
  });

  it('shows parallel state values region by region', async () => {
    const html = await toHtmlViewer({ machine: parallelMachine, steps: stepsFromEvents(parallelMachine, [{ type: 'SIT' }]) });
    expect(html).toContain('seats.full | clock.running');
  });
});
