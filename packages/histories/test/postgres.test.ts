// The hand database on a Postgres server (runs when POKERCHART_PG_URL is set, as .ci/run does with
// a throwaway cluster from scripts/with-postgres.sh): the same statistics as the independent count,
// and a second import that only finds duplicates.
import { serializePhh } from '@pokerchart/phh';
import { describe, expect, it } from 'vitest';
import { openHandDatabase } from '../src/index.js';
import { handSet } from './handSet.js';
import { independentStats } from './independentStats.js';

const url = process.env['POKERCHART_PG_URL'];

describe.skipIf(url === undefined)('openHandDatabase on Postgres', () => {
  it('R272 imports 200 hands once, stats equal the independent count, a second import finds duplicates only', async () => {
    const played = handSet(200, 41);
    const texts = played.map((p) => serializePhh({ ...p.phh, _site: 'pgtest' }));
    const db = await openHandDatabase({ database: url! });
    try {
      const first = await db.import(texts);
      // a database left by an earlier run holds the same hands: they are duplicates then
      expect(first.imported + first.duplicates).toBe(200);
      expect(await db.import(texts)).toMatchObject({ imported: 0, duplicates: 200, refused: 0 });
      const want = independentStats(
        played.map((p) => p.phh),
        played.map((p) => p.payouts),
      );
      const got = await db.stats({ site: 'pgtest' });
      expect(got.map((s) => s.player)).toEqual(want.map((w) => w.player));
      got.forEach((s, i) => {
        const w = want[i]!;
        expect(s.hands).toBe(w.hands);
        for (const k of ['vpip', 'pfr', 'threeBet', 'foldToThreeBet', 'cbet', 'foldToCbet', 'wtsd', 'wsd', 'af', 'afq', 'bbPer100'] as const) {
          if (w[k] === undefined) expect(s[k], `${s.player} ${k}`).toBeUndefined();
          else expect(s[k], `${s.player} ${k}`).toBeCloseTo(w[k], 9);
        }
        expect(s.net).toBeCloseTo(w.net, 9);
      });
    } finally {
      await db.close();
    }
  }, 120000);
});
