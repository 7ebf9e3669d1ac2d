import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

describe('pokerchart play', () => {
  it('shows the legal actions with their amounts and plays scripted input against bots', async () => {
    const r = await run(['play', '--players', '3', '--seed', '4'], 'call\ncheck\ncheck\ncheck\ncheck\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain("Texas Hold'em, No Limit: you and 2 bots");
    expect(r.out).toMatch(/Hand #1: \w+ has the button/);
    expect(r.out).toMatch(/You are dealt \w\w \w\w/);
    expect(r.out).toMatch(/You (call|check|fold|raise)/);
    // the prompt lists what is legal, with amounts
    expect(r.out).toMatch(/(fold \| call \d+ \| raise to [\d,]+\.\.[\d,]+ \| all-in)|(check \| (bet|raise to) [\d,]+\.\.[\d,]+ \| all-in)/);
    // R111 the pot shown is every chip in the middle: here the blinds, after the button folds
    expect(r.out).toContain('[Td 6d] pot 30, your stack 1,490.');
  });

  it('bad input is refused with the reason and asked again', async () => {
    const r = await run(['play', '--players', '2', '--seed', '1'], 'dance\nraise\nraise 1\nfold\ncheck\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Not understood: "dance" is not an action');
    expect(r.out).toContain('Not understood: "raise" needs an amount');
    expect(r.out).toMatch(/Not allowed: raise to at least [\d,]+/);
    // a player's words: no rule ids, no option names, unless --verbose
    expect(r.out).not.toMatch(/\bR\d+\b|allowOpenFold|\(engine:/);
    const verbose = await run(['play', '--players', '2', '--seed', '1', '--verbose'], 'raise 1\nq\n');
    expect(verbose.out).toMatch(/\(engine: BELOW_MINIMUM: .*\bR\d+/);
    const prompts = r.out.split('\n> ').length - 1;
    expect(prompts).toBeGreaterThanOrEqual(4);
  });

  it('--variant-file plays a variant of one\'s own; you and 1 bot (plurals)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-play-'));
    const file = join(dir, 'greek.json');
    writeFileSync(file, JSON.stringify({ base: 'holdem', id: 'greek-holdem', name: "Greek Hold'em", selection: { hole: 2, board: 3 } }));
    const r = await run(['play', '--variant-file', file, '--players', '2'], 'q\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain("Greek Hold'em, No Limit: you and 1 bot, 1,500 chips each.");
  });

  it('ends cleanly at the end of input', async () => {
    const r = await run(['play', '--seed', '2'], '');
    expect(r.code).toBe(0);
    expect(r.out).toContain('End of input');
  });

  it('plays a whole game to the end with a scripted all-in player', async () => {
    const r = await run(['play', '--players', '2', '--seed', '9', '--stack', '200'], 'all-in\n'.repeat(200));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/You win the tournament!|You are out in place 2/);
  });

  it('plays fixed-limit Omaha with the structure named and fixed amounts offered', async () => {
    const r = await run(['play', '--variant', 'omaha', '--betting', 'fl', '--players', '3', '--seed', '2'], 'call\ncheck\ncheck\ncheck\ncheck\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Omaha, Fixed Limit');
    expect(r.out).toMatch(/You are dealt \w\w \w\w \w\w \w\w/);
    // a fixed-limit wager has one amount, so the prompt shows no range
    expect(r.out).not.toMatch(/(raise to|bet) [\d,]+\.\./);
  });

  it('R212 plays five-card draw: the draw prompt, a refused discard, standing pat, the bots\' draws', async () => {
    const r = await run(['play', '--variant', 'five-card-draw', '--players', '2', '--seed', '3'], 'c\nk\nd Zz\nd\nk\nk\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Five-card draw, Fixed Limit');
    expect(r.out).toMatch(/You are dealt \w\w \w\w \w\w \w\w \w\w/);
    // R212 standing pat is offered, with an example from the player's own cards
    expect(r.out).toMatch(/discard 0 to 5 cards, e\.g\. "d \w\w" \("d" alone stands pat\)/);
    expect(r.out).toContain('Not allowed: discard 0 to 5 different cards from your hand');
    expect(r.out).toContain('You stand pat');
    expect(r.out).toMatch(/Ada (discards \d cards?|stands pat)/);
  });

  it('R220 a discard-only exchange (Pineapple) does not offer standing pat, and refuses it in a player\'s words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pokerchart-play-'));
    const file = join(dir, 'pineapple.json');
    writeFileSync(file, JSON.stringify({
      id: 'pineapple', name: 'Pineapple', deck: 'standard', selection: 'any', ranking: 'standard', seats: { min: 2, max: 10 }, defaultBetting: 'no-limit',
      steps: [
        { kind: 'seats', cards: ['down', 'down', 'down'] }, { kind: 'bet', name: 'preflop' }, { kind: 'exchange', min: 1, max: 1, draw: false },
        { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' }, { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
        { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' }, { kind: 'showdown' },
      ],
    }));
    // seed 3, heads-up: hand 2 gives you Kc 7d 3c on the button; you call, then discard
    const r = await run(['play', '--variant-file', file, '--players', '2', '--seed', '3'], 'c\nd\npat\nd 3c\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('[Kc 7d 3c] pot 40, your stack 1,490. discard 1 card, e.g. "d 3c" (standing pat is not allowed)');
    expect(r.out).not.toContain('stands pat');
    expect(r.out.match(/Not allowed: standing pat is not allowed here: discard one card from your hand\. Try again\./g)).toHaveLength(2);
    expect(r.out).toContain('You discard 3c');
  });

  it('R212 the draw prompt of a game that allows standing pat says so', async () => {
    const r = await run(['play', '--variant', 'badugi', '--players', '2', '--seed', '3'], 'c\nk\nk\nk\nq\n');
    expect(r.out).toMatch(/discard 0 to 4 cards, e\.g\. "d \w\w" \("d" alone stands pat\)/);
    expect(r.out).not.toContain('standing pat is not allowed');
  });

  it('play --help lists every action word, the bring-in included', async () => {
    const r = await run(['play', '--help']);
    expect(r.code).toBe(0);
    for (const word of ['fold', 'check', 'call', 'bet 300', 'raise 600', 'all-in', 'bring-in', 'discard 7h 2c', 'quit']) expect(r.out).toContain(word);
    expect(r.out).toMatch(/bring-in \(stud: post the bring-in; "b 20" completes/);
  });

  it('R201 plays razz: a call when the bring-in is owed is explained, the bring-in is narrated', async () => {
    // seed 1, four players: you hold the highest door card (a king) and owe the bring-in
    const r = await run(['play', '--variant', 'razz', '--seed', '1'], 'call\nbring-in\nq\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Razz, Fixed Limit');
    expect(r.out).toMatch(/bring-in \d+ \| bet \d+/);
    expect(r.out).toMatch(/Not allowed: you owe the bring-in: post it \("bring-in", \d+ chips\) or complete \("bet \d+"\)/);
    expect(r.out).toMatch(/You bring in for \d+/);
    expect(r.out).not.toMatch(/\bR\d+\b/);
  });

  it('rejects bad options with exit code 2', async () => {
    expect((await run(['play', '--betting', 'xx'])).code).toBe(2);
    expect((await run(['play', '--players', '12'])).code).toBe(2);
  });
});
