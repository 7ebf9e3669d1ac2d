import { describe, expect, it } from 'vitest';
import { parsePhh, serializePhh } from '../src/index.js';
import { corpusDir, corpusFiles, expectedJson, readCorpusFile, requireCorpus } from './phhCorpus.js';

describe('parsePhh on the vendored corpus', () => {
  const files = corpusFiles();
  it('reads the corpus vendored in the repository, and fails clearly without it', () => {
    expect(corpusDir.replaceAll('\\', '/')).toMatch(/\/packages\/phh\/test\/corpus$/);
    expect(() => requireCorpus('/nonexistent/corpus')).toThrow(/the PHH corpus is missing: expected \/nonexistent\/corpus/);
  });
  it('finds the 105 corpus files', () => {
    expect(files.length).toBe(105);
  });
  it.each(files)('parses %s, with the variant of expected.json', (name) => {
    const hand = parsePhh(readCorpusFile(name));
    expect(hand.variant).toBe(expectedJson()[name]?.variant);
    expect(hand.starting_stacks.length).toBe(expectedJson()[name]?.players);
  });
  it.each(files)('round-trips %s through serializePhh', (name) => {
    const hand = parsePhh(readCorpusFile(name));
    const again = parsePhh(serializePhh(hand));
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(hand)));
    expect(Object.keys(again)).toEqual(expect.arrayContaining(Object.keys(hand)));
  });
});
