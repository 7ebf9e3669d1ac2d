import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

// docs/guides/hand-histories.md, "A hand database and player statistics": the commands of its sh
// block, run from the repository root, print its two text blocks word for word.
const root = new URL('../../../', import.meta.url).pathname;
const guide = readFileSync(join(root, 'docs/guides/hand-histories.md'), 'utf8');
const section = guide.split('## A hand database and player statistics')[1]!;
const blocks = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, text: m[2]! }));
const data = mkdtempSync(join(tmpdir(), 'pokerchart-guide-hhdb-'));
afterAll(() => rmSync(data, { recursive: true, force: true }));

describe('docs/guides/hand-histories.md: a hand database and player statistics', () => {
  it('R272 the guide\'s import and stats commands print what the guide shows', async () => {
    const commands = blocks[0]!.text.trim().split('\n');
    expect(blocks[0]!.lang).toBe('sh');
    expect(commands).toEqual(['pokerchart import examples/hands --data ./my-hands', 'pokerchart stats --data ./my-hands --game NT']);
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const outputs: string[] = [];
      for (const line of commands) {
        const args = line.split(' ').slice(1).map((a) => (a === './my-hands' ? data : a));
        const r = await run(args);
        expect(r.code, r.err).toBe(0);
        outputs.push(r.out);
      }
      expect(outputs[0]).toBe(blocks[1]!.text);
      expect(outputs[1]).toBe(blocks[2]!.text);
    } finally {
      process.chdir(cwd);
    }
  }, 120000);
});
