// The parsed-document cache with in-memory documents: one parse per version, shared by every feature.
import * as assert from 'node:assert/strict';
import { DocumentCache, type TextSnapshot } from '../../../src/app/documentCache';
import { gameOf } from '../../../src/app/explorerTree';
import { resolveRules } from '../../../src/core';
import { rulesToJson } from '../../../src/core/rules';
import { refusal, SAMPLE } from '../helpers';

const SETTINGS = { rules: {}, maxWork: 2e10 };

/** A document whose text reads are counted. */
function doc(text: string, version = 1, uri = 'untitled:input'): TextSnapshot & { reads: number } {
  const snapshot = {
    uri,
    version,
    reads: 0,
    getText() {
      snapshot.reads++;
      return text;
    },
  };
  return snapshot;
}

describe('app: DocumentCache', () => {
  it('parses a document version once, however many features ask', () => {
    const cache = new DocumentCache();
    const d = doc(SAMPLE);
    const first = cache.get(d, SETTINGS);
    for (let i = 0; i < 5; i++) assert.equal(cache.get(d, SETTINGS), first);
    assert.equal(cache.counts.parses, 1);
    assert.equal(d.reads, 1);
    assert.deepEqual(first.parse.ok && first.parse.input.positions, [4, 8]);
  });

  it("gives the explorer a document's players and rules (gameOf), or throws its problems", () => {
    const cache = new DocumentCache();
    const game = gameOf(cache.get(doc(SAMPLE), { ...SETTINGS, rules: { boardSize: 12 } }));
    assert.deepEqual(game, { players: [4, 8], rules: rulesToJson(resolveRules({ boardSize: 12 })) });
    const bad = (text: string, version: number, rules = {}) =>
      refusal(() => gameOf(cache.get(doc(text, version), { ...SETTINGS, rules })));
    const [input, rules] = [bad('4, 8', 2), bad(SAMPLE, 3, { boardSize: 0 })];
    assert.deepEqual([input?.kind, input?.problems[0]?.line, rules?.kind], ['input', 1, 'usage']);
  });

  it('solves for the editor once per version, on first ask, with the puzzle answers', () => {
    const cache = new DocumentCache();
    const parsed = cache.get(doc(SAMPLE), SETTINGS);
    assert.equal(cache.counts.solves, 0, 'parsing alone does not solve');
    const answer = parsed.answer();
    assert.equal(parsed.answer(), answer);
    assert.equal(cache.counts.solves, 1);
    assert.ok(answer.kind === 'solved');
    assert.equal(answer.result.part1?.answer, '739785');
    assert.equal(answer.result.part2?.answer, '444356092776315');
  });

  it('parses again for a new version, new rules or a new limit, and after forget', () => {
    const cache = new DocumentCache();
    cache.get(doc(SAMPLE, 1), SETTINGS);
    cache.get(doc(SAMPLE, 2), SETTINGS);
    cache.get(doc(SAMPLE, 2), { rules: { diracTarget: 10 }, maxWork: 2e10 });
    cache.get(doc(SAMPLE, 2), { rules: { diracTarget: 10 }, maxWork: 1e9 });
    assert.equal(cache.counts.parses, 4);
    cache.forget('untitled:input');
    cache.get(doc(SAMPLE, 2), { rules: { diracTarget: 10 }, maxWork: 1e9 });
    assert.equal(cache.counts.parses, 5);
    // A few rule sets are kept per version (the panel's form tries many): a fifth drops the others.
    for (const diracTarget of [11, 12, 13, 14, 11]) cache.get(doc(SAMPLE, 2), { rules: { diracTarget }, maxWork: 1e9 });
    assert.equal(cache.counts.parses, 10);
  });

  it('keeps documents apart by URI', () => {
    const cache = new DocumentCache();
    const a = cache.get(doc(SAMPLE, 1, 'file:///a.txt'), SETTINGS);
    const b = cache.get(
      doc('Player 1 starting position: 10\nPlayer 2 starting position: 4\n', 1, 'file:///b.txt'),
      SETTINGS,
    );
    assert.notEqual(a, b);
    assert.deepEqual(b.parse.ok && b.parse.input.positions, [10, 4]);
    assert.equal(cache.get(doc(SAMPLE, 1, 'file:///a.txt'), SETTINGS), a);
  });

  it('reports input problems with line and column, and rule problems, without solving', () => {
    const cache = new DocumentCache();
    const bad = cache.get(doc('Player 1 starting position: 4\nPlayer 2 starting position: x\n'), SETTINGS);
    const answer = bad.answer();
    assert.ok(answer.kind === 'problems');
    assert.equal(answer.problems[0]?.line, 2);
    assert.equal(answer.problems[0]?.column, 29);
    const badRules = cache.get(doc(SAMPLE, 9), { rules: { boardSize: 0 }, maxWork: 2e10 });
    assert.equal(badRules.rules.ok, false);
    assert.ok(badRules.parse.ok, 'the text is still parsed, with the puzzle board');
    const ruleAnswer = badRules.answer();
    assert.ok(ruleAnswer.kind === 'problems' && ruleAnswer.problems[0]?.rule === 'boardSize');
    const bigint = cache.get(doc(SAMPLE, 9), { rules: { diracTarget: 21n } as never, maxWork: 2e10 });
    assert.ok(!bigint.rules.ok && bigint.rules.problems[0]?.rule === 'diracTarget', 'not a crash');
    assert.equal(cache.counts.solves, 0);
    // The user's limit on work applies in the editor too.
    const limited = cache.get(doc(SAMPLE, 9), { rules: {}, maxWork: 1000 }).answer();
    assert.ok(limited.kind === 'problems' && limited.problems[0]?.code === 'too-expensive');
  });

  it('answers too-big instead of solving a heavy document in the editor', () => {
    const cache = new DocumentCache();
    const parsed = cache.get(doc(SAMPLE), { rules: { diracTarget: 2000 }, maxWork: 2e10 });
    assert.deepEqual(parsed.answer(), { kind: 'too-big' });
    assert.equal(cache.counts.solves, 0);
    // Heavy is the document's own solve: at 50 the start-pairs table would be heavy, the editor does not make it.
    assert.equal(cache.get(doc(SAMPLE), { rules: { diracTarget: 50 }, maxWork: 2e10 }).answer().kind, 'solved');
  });
});
