/**
 * The library's boundary, called the way plain JavaScript calls it: the core without its types, so
 * nothing here is caught by the compiler (test/bundles/dist.test.ts requires the built dist/core.js).
 * Every wrong argument is a DiracDiceError of a known kind whose message names the function, the
 * argument and the value; never a TypeError, never a check silently skipped.
 */
import { strict as assert } from 'node:assert';
import * as core from '../../src/core';
import { refusal, SAMPLE } from './helpers';

/** The library as JavaScript sees it: every function takes anything. */
const lib = core as unknown as Record<string, (...args: unknown[]) => unknown>;

const CODE: Record<string, string> = { usage: 'invalid-argument', rules: 'invalid-rule', limit: 'too-expensive' };
/** Runs `call`, which must throw a DiracDiceError of `kind` (with its CODE) whose message matches `message`. */
function refuses(call: () => unknown, kind: string, message: RegExp): void {
  const error = refusal(call);
  assert.equal(error.kind, kind, error.message);
  assert.match(error.message, message);
  assert.ok(error.problems.length >= 1 && error.problems.every((p) => !(kind in CODE) || p.code === CODE[kind]));
}

describe('library boundary (plain JavaScript calls)', () => {
  it('unknown strategies: strategy, compareWith, solvePart2', () => {
    const names = /unknown strategy; the strategies are per-player, memo, frontier, weighted, naive \(got "fastest"\)/;
    refuses(() => lib.solve(SAMPLE, { strategy: 'fastest' }), 'usage', /^solve: options\.strategy: unknown strategy/);
    refuses(() => lib.solve(SAMPLE, { compareWith: ['memo', 'fastest'] }), 'usage', /options\.compareWith/);
    refuses(() => lib.solve(SAMPLE, { compareWith: 'every' }), 'usage', /options\.compareWith: expected a list of/);
    const rules = lib.resolveRules({});
    refuses(() => lib.solvePart2([4, 8], rules, 'fastest'), 'usage', /^solvePart2: options must be an object/);
    refuses(() => lib.solvePart2([4, 8], rules, { strategy: 'fastest' }), 'usage', names);
  });

  it('text that is not a string', () => {
    refuses(() => lib.solve(42), 'usage', /^solve: the input text must be a string \(got 42\)$/);
    refuses(() => lib.solve(undefined), 'usage', /must be a string \(got undefined\)/);
    refuses(() => lib.parseInput(null, 10), 'usage', /^parseInput: the input text must be a string \(got null\)$/);
  });

  it('rules: null, or not an object', () => {
    const nullRules = /^solve: rules must be an object of rule values.*\(got null\)$/;
    refuses(() => lib.solve(SAMPLE, { rules: null }), 'rules', nullRules);
    refuses(() => lib.solve(SAMPLE, { rules: 21 }), 'rules', /\(got 21\)$/);
    refuses(() => lib.resolveRules(null), 'rules', /^resolveRules: rules must be an object/);
    refuses(() => lib.solvePart2([4, 8], 'puzzle'), 'rules', /^solvePart2: rules must be.*\(got "puzzle"\)$/);
    refuses(() => lib.solveAllPairs([4, 8]), 'usage', /^solveAllPairs: rules are required/);
    const zeroTarget = /diracTarget must be between 1 and 10,000 \(got 0\)/;
    refuses(() => lib.solvePart2([4, 8], { diracTarget: 0 }), 'rules', zeroTarget);
  });

  it("positions that are not an array ('48'), or not numbers", () => {
    const notArray =
      /^solve: options\.positions: positions must be an array of starting spaces, e\.g\. \[4, 8\] \(got "48"\)$/;
    refuses(() => lib.solve('', { positions: '48' }), 'usage', notArray);
    refuses(() => lib.solveAllPairs(48, lib.resolveRules({})), 'usage', /^solveAllPairs: positions must be/);
    refuses(() => lib.solve(SAMPLE, { positions: 0 }), 'usage', /^solve: options\.positions: .* \(got 0\)$/); // not ignored
    const notNumber = /^expected a starting position from 1 to 10, found '8'$/;
    refuses(() => lib.solve('', { positions: [4, '8'] }), 'input', notNumber);
    refuses(() => lib.solve('', { positions: [4, 0.5] }), 'input', /found '0\.5'/);
    const offBoard = /^starting position 11 is not on the board \(1 to 10\)$/;
    refuses(() => lib.solve('', { positions: [4, 11] }), 'input', offBoard);
    refuses(() => lib.solve('', { positions: [4] }), 'input', /^missing player 2: the game needs at least 2 players/);
  });

  it('maxWork that is NaN, Infinity, negative, zero or not a number (NaN once skipped the guard)', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    // The value quoted short, whatever it is: at most 40 characters or digits, never a crash.
    for (const [maxWork, shown] of [
      [NaN, 'NaN'],
      [Infinity, 'Infinity'],
      [-1, '-1'],
      [0, '0'],
      ['1e9', '"1e9"'],
      [10n ** 39n, `1${'0'.repeat(39)}n`],
      [10n ** 40n, `1${'0'.repeat(36)}...n (41 digits)`],
      ['x'.repeat(50), `"${'x'.repeat(39)}`],
      [circular, 'object'],
      [Symbol('s'), 'Symbol(s)'],
    ] as const) {
      const quoted = shown.replace(/[.()]/g, '\\$&');
      const message = `^solve: options\\.maxWork: maxWork must be a positive finite number of estimated steps \\(got ${quoted}\\)$`;
      refuses(() => lib.solve(SAMPLE, { maxWork }), 'usage', new RegExp(message));
    }
    for (const f of ['solvePart2', 'solveAllPairs']) {
      const nanWork = new RegExp(`^${f}:.*maxWork.*NaN`);
      refuses(() => lib[f]?.([4, 8], lib.resolveRules({}), { maxWork: NaN }), 'usage', nanWork);
    }
    // A valid limit still refuses what is over it.
    refuses(() => lib.solve(SAMPLE, { maxWork: 10 }), 'limit', /part 2 would take about/);
  });

  it('parts: [3], [], or not a list', () => {
    const notParts = /^solve: options\.parts: expected a non-empty list of parts, 1 and\/or 2 \(got /;
    for (const parts of [[3], [], '12', [1, 2, 2.5]]) refuses(() => lib.solve(SAMPLE, { parts }), 'usage', notParts);
  });

  it('unknown include names', () => {
    const unknown =
      /^solve: options\.include: expected a list of memoStats, winsByTurn, replay, probabilities, composition \(got \["memoStats","heatmap"\]\)$/;
    refuses(() => lib.solve(SAMPLE, { include: ['memoStats', 'heatmap'] }), 'usage', unknown);
    refuses(() => lib.solve(SAMPLE, { include: 'replay' }), 'usage', /options\.include/);
  });

  it('parseInput with a board size that is NaN, out of range, or rules without one', () => {
    const nanBoard = /^parseInput: boardSize must be a whole number from 1 to 1000 \(got NaN\)$/;
    refuses(() => lib.parseInput(SAMPLE, { boardSize: NaN }), 'rules', nanBoard);
    for (const b of [0, 1001]) refuses(() => lib.parseInput(SAMPLE, { boardSize: b }), 'rules', /\(got (0|1001)\)$/);
    refuses(() => lib.parseInput(SAMPLE, {}), 'rules', /\(got undefined\)$/);
    refuses(() => lib.parseInput(SAMPLE), 'rules', /\(got undefined\)$/);
    refuses(() => lib.parseInput(SAMPLE, null), 'rules', /\(got undefined\)$/);
    const parsed = lib.parseInput(SAMPLE, lib.resolveRules({})) as { ok: boolean };
    assert.equal(parsed.ok, true);
    refuses(() => lib.parseInput(SAMPLE, 10), 'rules', /\(got undefined\)$/);
  });

  it('rollFrequencies, renderMessage, checkRequest, solveRequest, checkAnswer: each argument', () => {
    refuses(
      () => lib.rollFrequencies('a', 3),
      'usage',
      /^rollFrequencies: sides must be a whole number from 1 to 100 \(got "a"\)$/,
    );
    refuses(() => lib.rollFrequencies(3, 21), 'usage', /^rollFrequencies: rolls must be .* 1 to 20 \(got 21\)$/);
    refuses(() => lib.renderMessage(null, []), 'usage', /^renderMessage: the template must be a string/);
    refuses(() => lib.renderMessage('{0}', [Symbol('s')]), 'usage', /^renderMessage: each arg/);
    assert.equal(
      lib.renderMessage('{0} of {1} {2}', [1000, 'x'], (n: number) => `#${n}`),
      '#1000 of x {2}',
    );
    refuses(() => lib.checkRequest([4, 8], undefined, {}, false), 'usage', /^checkRequest: rules are required/);
    refuses(() => lib.checkRequest([4, 8], lib.resolveRules({}), {}, 1), 'usage', /^checkRequest: withPairs must be/);
    refuses(() => lib.solveRequest({ work: 1 }), 'usage', /^solveRequest: expected a request checkRequest returned/);
    refuses(() => lib.checkAnswer(48, 1, 1n), 'usage', /^checkAnswer: input must be the text or the positions/);
    refuses(() => lib.checkAnswer(SAMPLE, 1, 1n, 'x'), 'usage', /^checkAnswer: options must be an object/);
  });

  it('options that are not an object', () => {
    refuses(() => lib.solve(SAMPLE, null), 'usage', /^solve: options must be an object/);
    refuses(() => lib.solve(SAMPLE, 'memo'), 'usage', /\(got "memo"\)$/);
  });
});
