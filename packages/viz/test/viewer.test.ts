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
    const [hand, ...more] = JSON.parse(json) as { title: string; steps: { label: string; value: string; active: string[] }[] }[];
    expect(more).toEqual([]);
    const data = hand!.steps;
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

  it('takes several hands (option hands), each with its list and a menu entry, after the steps', async () => {
    const other = stepsFromEvents(handLikeMachine, [{ type: 'DEAL' }]);
    const html = await toHtmlViewer({ machine: handLikeMachine, steps, hands: [{ title: 'a <short> one', steps: other }] });
    const json = /<script type="application\/json" id="viewer-steps">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const data = JSON.parse(json) as { title: string; steps: { label: string }[] }[];
    expect(data.map((h) => [h.title, h.steps.length])).toEqual([['hand 1', 4], ['a <short> one', 2]]);
    expect(html).toContain('<option value="1">a &lt;short&gt; one</option>');
    expect(html).toMatch(/<ol class="steps" id="steps-2" aria-label="a &lt;short&gt; one" hidden>/);
    expect(html.match(/<li data-index=/g)).toHaveLength(6);
    const single = await toHtmlViewer({ machine: handLikeMachine, steps });
    expect(single).not.toContain('<select');
  });

  it('rejects a hand without steps or title, naming the hand', async () => {
    await expect(toHtmlViewer({ machine: handLikeMachine, hands: [] })).rejects.toMatchObject({ code: 'BAD_STEPS' });
    await expect(toHtmlViewer({ machine: handLikeMachine, hands: [{ title: 'a', steps }, { title: 'b', steps: [] }] })).rejects.toThrow(/hand 2/);
    await expect(
      toHtmlViewer({ machine: handLikeMachine, hands: [{ title: 'a', steps }, { title: 'b', steps: [{ label: 'x', state: ['river'] }] }] }),
    ).rejects.toThrow(/hand 2, step 1 \("x"\)/);
    await expect(toHtmlViewer({ machine: handLikeMachine })).rejects.toMatchObject({ code: 'BAD_STEPS' });
  });

  it('shows parallel state values region by region', async () => {
    const html = await toHtmlViewer({ machine: parallelMachine, steps: stepsFromEvents(parallelMachine, [{ type: 'SIT' }]) });
    expect(html).toContain('seats.full | clock.running');
  });
});
