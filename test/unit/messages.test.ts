// The core's message catalogue (src/core/messages.ts): every problem about the input, the rules or
// a limit carries a template id and arguments, and the template filled with them is its message.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import {
  CORE_MESSAGES,
  DEFAULT_RULES,
  LIMITS,
  parseInput,
  renderMessage,
  resolveRules,
  solve,
  type Problem,
  type RulesInput,
} from '../../src/core';
import { MISTAKES } from '../../src/core/mistakes';
import { judgeCases, judgeRun, summarize } from '../../src/core/judge';
import { checkAllPairs, checkCost } from '../../src/core/estimates';
import { explore } from '../../src/core/explore';
import { makeGame } from '../../src/core/game';
import { parseAnswer } from '../../src/core/answer';
import { playDeterministic } from '../../src/core/part1';
import { positionProblems } from '../../src/core/parse';
import { coreMessage, type CoreMessage, type MessageId } from '../../src/core/messages';
import { type CommandError, programOf } from '../../src/judge/judge';
import { refuseIfTooBig, refuseIfTooManyNodes } from '../../src/core/estimates';
import { PARSE_CODES } from '../fuzz/parser-contract';
import { refusal } from './helpers';

const line = (n: number, p: number | string) => `Player ${n} starting position: ${p}`;
const players = (count: number) => Array.from({ length: count }, (_, i) => line(i + 1, 1)).join('\n');

const problemsOf = (run: () => unknown): Problem[] => [...refusal(run).problems];
const parsed = (text: string): Problem[] => {
  const out = parseInput(text, DEFAULT_RULES);
  assert.ok(!out.ok, `parses: ${text.slice(0, 60)}`);
  return out.problems;
};
const rules = (input: RulesInput) => problemsOf(() => resolveRules(input));
const game = (input: RulesInput) => makeGame([4, 8], resolveRules(input));

const endless = () =>
  playDeterministic([1, 1], resolveRules({ boardSize: 1 }), { variant: { points: 'last-space-0' } });
const ANSWERS = ['', 'Part 1:', 'part TWO: 5', 'x1', '+1', '1,5', '1e9', '1.000,000', '1__0', '#', '9'.repeat(10_001)];

/** Inputs, rules and requests that give every problem the core has a message for. */
const CASES: [string, () => Problem[]][] = [
  ['input too large', () => parsed('x'.repeat(LIMITS.maxInputChars + 1))],
  ['not a player line', () => parsed('hello\n' + players(2))],
  ['bad player number', () => parsed(`${line(1, 4)}\nPlayer x starting position: 8`)],
  ['duplicate and misordered players', () => parsed(`${line(1, 4)}\n${line(1, 5)}\n${line(3, 8)}`)],
  [
    'no position, a bad one, one off the board, extra text',
    () => parsed(`Player 1 starting position:\n${line(2, 'x')}\n${line(3, 11)}\n${line(4, '4 and more')}`),
  ],
  ['empty input', () => parsed('  \n\n')],
  ['one problem left out', () => parsed(Array(20).fill('hello').join('\n'))],
  ['many problems left out', () => parsed(Array(1500).fill('hello').join('\n'))],
  ['too many players', () => parsed(players(LIMITS.maxPlayers + 1))],
  ['missing player', () => parsed(line(1, 4))],
  ['positions given as numbers', () => positionProblems([0, 'x', 4.5], 10)],
  ['too many positions', () => problemsOf(() => solve('', { positions: Array(LIMITS.maxPlayers + 1).fill(1) }))],
  ['rules: not whole numbers', () => rules({ boardSize: 1.5, target: 'many' })],
  ['rules: a target past 2^53 as a number', () => rules({ target: 1e20 })],
  ['rules: out of range', () => rules({ diracTarget: 0, boardSize: 12345, target: 0 })],
  ['too many states', () => problemsOf(() => refuseIfTooBig(game({ boardSize: 100, diracTarget: 30 }), 'frontier'))],
  ['too much state work', () => problemsOf(() => refuseIfTooBig(game({ boardSize: 40, diracTarget: 50 }), 'frontier'))],
  [
    'tree: too many to count',
    () => problemsOf(() => refuseIfTooManyNodes(game({ boardSize: 100, diracTarget: 30 }), 'weighted')),
  ],
  ['tree: naive calls', () => problemsOf(() => refuseIfTooManyNodes(game({}), 'naive'))],
  ['tree: weighted calls in several passes', () => problemsOf(() => refuseIfTooManyNodes(game({}), 'weighted'))],
  ['part 2 over maxWork', () => problemsOf(() => checkCost(game({}), 1))],
  ['all pairs: board too large', () => problemsOf(() => checkAllPairs(game({ boardSize: 101 })))],
  ['all pairs: too much work', () => problemsOf(() => checkAllPairs(game({}), 1))],
  ['a game that never ends (space 1 of 1 scoring 0)', () => problemsOf(() => endless())],
  ['answers to check', () => ANSWERS.map((a) => ((r) => (r.ok ? assert.fail(a) : r.problem))(parseAnswer(a, '.', 1)))],
  [
    "the mistakes' sentences and hints, filled as checkAnswer fills them",
    () =>
      MISTAKES.flatMap((m) =>
        [m.text, m.hint].map((id) => ({
          code: 'invalid-answer' as const,
          ...coreMessage(id, ...(m.args?.(DEFAULT_RULES) ?? [])),
        })),
      ),
  ],
  [
    "the judge's case names, a part's sentences and the summary's",
    () => {
      const cases = judgeCases('all', { name: 'in.txt', text: `${line(1, 4)}\n${line(2, 8)}` });
      const ended = { stdout: '', stderr: '', exitCode: 0, signal: null, timedOut: false, outputLimited: false, ms: 9 };
      const ends = [
        { stdout: '993000 341960390180808' },
        { timedOut: true },
        { exitCode: 1 },
        { signal: 'SIGKILL' },
        {},
      ];
      const results = [...ends, { outputLimited: true }].map((end) =>
        judgeRun(cases[0]!, { ...ended, ...end }, [1, 2]),
      );
      const details = results.flatMap((r) => r.parts.flatMap((part) => (part.detail ? [part.detail] : [])));
      const lines = summarize([results[0]!, results[0]!], 1).lines;
      const names = [cases[0]!, cases[1]!, judgeCases('sample')[0]!].map((c) => c.name);
      return [...names, ...details, ...lines].map((message) => ({ code: 'invalid-answer' as const, ...message }));
    },
  ],
  [
    "the judge's refusals of a command line (a program that cannot start: test/unit/judgeRun.test.ts)",
    () =>
      [' ', 'python3 "day 21.py', 'no-such-program-here', 'cannot-start']
        .map((command) => {
          try {
            return command === 'cannot-start' ? coreMessage('judgeCannotStart', '/', 'EACCES') : programOf(command);
          } catch (error) {
            return (error as CommandError).said;
          }
        })
        .map((said) => ({ code: 'invalid-answer' as const, ...(said as CoreMessage) })),
  ],
  [
    'explorer: rules too big, for a smaller target or for any',
    () =>
      [() => explore([4, 8], { diracTarget: 100 }), () => explore([1, 2, 3], { boardSize: 1000 })].flatMap(problemsOf),
  ],
  [
    'explorer: malformed and unreachable states',
    () => {
      const e = explore([4, 8]);
      const at = (positions: number[], scores: number[], toMove: number) => ({ positions, scores, toMove });
      const states = [at([4, 8], [0, 0], 3), at([0, 8], [0, 0], 1), at([4, 8], [21, 0], 1), at([4, 8], [1, 0], 2)];
      return [...states, at([4, 8], [0, 0], 2)].flatMap((s) => problemsOf(() => e.state(s)));
    },
  ],
  [
    'explorer: three players, each pair meets on some turn, all three on none',
    () => {
      const e = explore([1, 1, 1], { boardSize: 4, diracTarget: 8, diracSides: 2, rollsPerTurn: 2 });
      return problemsOf(() => e.state({ positions: [1, 1, 2], scores: [4, 6, 6], toMove: 1 }));
    },
  ],
  [
    'a refused comparison in a result',
    () => {
      const part2 = solve(line(1, 4) + '\n' + line(2, 8), { parts: [2], compareWith: ['naive'] }).part2;
      return (part2?.refused ?? []).map((r) => {
        assert.equal(r.reason, r.problem.message);
        return r.problem;
      });
    },
  ],
];

/** Every case's problems, made inside each test that reads them (never while the file loads). */
const all = () => CASES.flatMap(([name, run]) => run().map((problem) => ({ name, problem })));

/** The distinct placeholder numbers of a template, in order. */
const placeholders = (template: string): number[] =>
  [...new Set([...template.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);

describe('core messages: one catalogue, code + arguments', () => {
  it('every template numbers its placeholders {0}, {1}, ... without a gap, and has no other braces', () => {
    for (const [id, { text, note }] of Object.entries(CORE_MESSAGES)) {
      const numbers = placeholders(text);
      assert.deepEqual(numbers, [...numbers.keys()], id);
      assert.equal(text.replace(/\{\d+\}/g, '').match(/[{}]/), null, id);
      assert.ok(note.length > 0, `${id} has a note for translators`);
    }
  });

  it('every problem of the cases has a template id and arguments; the template filled with them is its message', () => {
    for (const { name, problem } of all()) {
      const id = problem.messageId;
      assert.ok(id !== undefined && id in CORE_MESSAGES, `${name}: ${problem.code} has no template`);
      assert.ok(Array.isArray(problem.args), name);
      const template = CORE_MESSAGES[id].text;
      assert.equal(problem.args.length, placeholders(template).length, `${name}: arguments of ${id}`);
      assert.equal(renderMessage(template, problem.args), problem.message, name);
    }
  });

  it('the cases reach every template (so each is checked above) and every problem code but invalid-argument', () => {
    const cases = all();
    const ids = new Set(cases.map(({ problem }) => problem.messageId));
    const unreached = (Object.keys(CORE_MESSAGES) as MessageId[]).filter((id) => !ids.has(id));
    assert.deepEqual(unreached, []);
    const codes = new Set(cases.map(({ problem }) => problem.code));
    // Every code but invalid-argument: the parser's (a complete list, checked at compile time) and the rules' and limits'.
    for (const code of [...PARSE_CODES, 'invalid-rule', 'too-expensive'] as const) assert.ok(codes.has(code), code);
  });

  it('numbers are arguments, formatted by the renderer: English groups them, another language its own way', () => {
    const [problem] = parsed('x'.repeat(LIMITS.maxInputChars + 1));
    assert.deepEqual(problem?.args, [LIMITS.maxInputChars + 1, LIMITS.maxInputChars]);
    assert.equal(problem?.message, 'the input has 1,000,001 characters; the limit is 1,000,000');
    const german = new Intl.NumberFormat('de');
    assert.equal(
      renderMessage(CORE_MESSAGES.inputTooLarge.text, problem?.args ?? [], (n) => german.format(n)),
      'the input has 1.000.001 characters; the limit is 1.000.000',
    );
  });

  it('no message in src/core is written outside the catalogue, but the library usage errors (errors.ts, validate.ts)', () => {
    for (const file of readdirSync('src/core', { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || ['messages.ts', 'errors.ts', 'validate.ts', 'result.ts'].includes(file)) continue;
      const source = readFileSync(`src/core/${file}`, 'utf8');
      assert.equal(source.match(/\bmessage: /), null, `src/core/${file} writes a message itself`);
    }
  });
});
