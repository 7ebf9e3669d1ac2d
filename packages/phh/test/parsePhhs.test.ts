import { describe, expect, it } from 'vitest';
import { parsePhh, parsePhhs, PhhParseError, replayPhh } from '../src/index.js';
import { corpusFiles, expectedJson, readCorpusFile } from './phhCorpus.js';

const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** A .phhs text of the given files, as PokerKit's `dumps_all` writes it: `[1]`, `[2]`, … */
function phhs(files: string[], names: string[] = files.map((_, i) => String(i + 1))): string {
  return files.map((f, i) => `[${names[i]}]\n${readCorpusFile(f)}`).join('\n');
}

const expected = expectedJson();
const holdem = corpusFiles().filter((f) => ['NT', 'NS', 'PO', 'FT', 'FO/8'].includes(expected[f]!.variant));

describe('parsePhhs', () => {
  it('reads every corpus hand from one .phhs file, each equal to parsePhh of its own file', () => {
    const files = corpusFiles();
    const hands = parsePhhs(phhs(files));
    expect(hands).toHaveLength(files.length);
    hands.forEach((hand, i) => expect(plain(hand)).toEqual(plain(parsePhh(readCorpusFile(files[i]!)))));
  });

  it('keeps the order of the tables in the text, whatever their names', () => {
    const files = holdem.slice(0, 4);
    const hands = parsePhhs(phhs(files, ['10', 'b', '2', 'a']));
    expect(hands.map((h) => h.starting_stacks)).toEqual(files.map((f) => parsePhh(readCorpusFile(f)).starting_stacks));
  });

  it('replays the hands it reads', () => {
    const files = holdem.slice(0, 6);
    const hands = parsePhhs(phhs(files));
    hands.forEach((hand, i) => expect(replayPhh(hand).finishingStacks).toEqual(expected[files[i]!]!.finishing_stacks.map(Number)));
  });

  it('an empty file has no hands', () => {
    expect(parsePhhs('')).toEqual([]);
    expect(parsePhhs('# nothing yet\n')).toEqual([]);
  });

  it('names the line of a bad action in the whole file', () => {
    const text = `[1]
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQc", "p2 cc", "p1 cc"]

[2]
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 AsKs",
  "d dh p2 QdQc",
  "p2 raise 6",
]
`;
    try {
      parsePhhs(text);
      expect.unreachable('hand [2] has a bad action');
    } catch (error) {
      expect(error).toBeInstanceOf(PhhParseError);
      expect((error as PhhParseError).code).toBe('PHH_BAD_ACTION');
      expect((error as PhhParseError).line).toBe(18);
      expect((error as PhhParseError).actionIndex).toBe(2);
    }
    // with check: false the hands come back as read; replayPhh checks each one
    const [first, second] = parsePhhs(text, { check: false });
    expect(replayPhh(first!).complete).toBe(false);
    expect(() => replayPhh(second!)).toThrow(/line 18, action 2: "p2 raise 6"/);
  });

  it('refuses keys outside the hand tables, and bad TOML, with PhhParseError', () => {
    const one = readCorpusFile(holdem[0]!);
    expect(() => parsePhhs(`author = "me"\n[1]\n${one}`)).toThrow(PhhParseError);
    expect(() => parsePhhs(`author = "me"\n[1]\n${one}`)).toThrow(/line 1, field "author": "author" is not a hand/);
    expect(() => parsePhhs('[1]\nvariant = ')).toThrow(expect.objectContaining({ code: 'PHH_TOML_SYNTAX' }));
    expect(() => parsePhhs('[__proto__]\nvariant = "NT"')).toThrow(expect.objectContaining({ code: 'PHH_UNSAFE_KEY' }));
    expect(() => parsePhhs(5 as unknown as string)).toThrow(expect.objectContaining({ code: 'PHH_WRONG_TYPE' }));
  });
});
