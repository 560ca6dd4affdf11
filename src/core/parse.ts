import type { Problem, ProblemCode } from './result';
import { DiracDiceError, showValue } from './errors';
import { LIMITS, REPORTED_PROBLEM_LIMIT } from './limits';
import { coreMessage, type CoreMessage } from './messages';
import { RULE_TABLE, type Rules } from './ruleTable';
import { checkPositionsArray, checkText, checkWhole } from './validate';

/** A parsed puzzle input: starting positions in player order, and where each line was. */
interface ParsedInput {
  positions: number[];
  /** 1-based line of each player's line, in player order. */
  lines: number[];
}

export type ParseOutcome = { ok: true; input: ParsedInput } | { ok: false; problems: Problem[] };

/** Player line: keyword, number, "starting position:", position, rest. */
const PLAYER_LINE = /^Player[ \t]+(\S+)[ \t]+starting[ \t]+position[ \t]*:[ \t]*(\S*)[ \t]*([\s\S]*)$/;
const DIGITS = /^[0-9]+$/;

/** A problem in the text, at columns column .. endColumn - 1 of `line` (all 1-based). */
function problemAt(code: ProblemCode, said: CoreMessage, line: number, column: number, endColumn: number): Problem {
  return { code, ...said, line, column, endColumn };
}

/** The offset of the first character at or after `at` that is not a space or a tab. */
function skipBlanks(text: string, at: number): number {
  let i = at;
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i;
}

/** Parses `Player N starting position: P` lines against the rules' board; returns every problem, with its range. */
export function parseInput(text: string, rules: Rules): ParseOutcome {
  checkText('parseInput', text);
  const board: unknown = typeof rules === 'object' && rules !== null ? rules.boardSize : undefined;
  const boardSize = checkWhole('parseInput', 'boardSize', board, RULE_TABLE[0], 'rules');
  if (text.length > LIMITS.maxInputChars) {
    const message = coreMessage('inputTooLarge', text.length, LIMITS.maxInputChars);
    return { ok: false, problems: [problemAt('input-too-large', message, 1, 1, 2)] };
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const rawLines = text.slice(bom).split(/\r\n|\r|\n/);
  const problems = new ProblemList();
  const positions: number[] = [];
  const lines: number[] = [];
  const seen = new Map<number, number>();
  let lastLine = 1;

  for (let index = 0; index < rawLines.length; index++) {
    const raw = rawLines[index] as string;
    const lineNo = index + 1;
    // Any Unicode whitespace counts as blank (the same set trimEnd removes below), so a line of
    // only e.g. U+00A0 or a form feed is skipped instead of reported with an empty range.
    const start = raw.search(/\S/);
    if (start < 0) continue;
    lastLine = lineNo;
    const content = raw.trimEnd().slice(start);
    // A problem over content[from .. to - 1].
    const report = (code: ProblemCode, said: CoreMessage, from: number, to: number): void =>
      problems.push(problemAt(code, said, lineNo, start + from + 1, start + to + 1));
    const m = PLAYER_LINE.exec(content);
    if (!m) {
      report('expected-player-line', coreMessage('expectedPlayerLine', clip(content)), 0, content.length);
      continue;
    }
    const [, numText = '', posText = '', rest = ''] = m;
    const numAt = skipBlanks(content, 'Player'.length);
    const posAt = skipBlanks(content, content.indexOf(':', numAt + numText.length) + 1);
    const restAt = skipBlanks(content, posAt + posText.length);
    const expected = positions.length + 1;
    let playerNumber = NaN;
    const numEnd = numAt + numText.length;
    if (!DIGITS.test(numText) || tooLong(numText, 6) || Number(numText) < 1) {
      report('bad-player-number', coreMessage('badPlayerNumber', clip(numText)), numAt, numEnd);
    } else {
      playerNumber = Number(numText);
      const earlier = seen.get(playerNumber);
      if (earlier !== undefined) {
        const message = coreMessage('duplicatePlayer', String(playerNumber), String(earlier));
        report('duplicate-player', message, numAt, numEnd);
        continue;
      }
      if (playerNumber !== expected) {
        const message = coreMessage('wrongPlayerOrder', String(expected), String(playerNumber));
        report('wrong-player-order', message, numAt, numEnd);
      }
    }
    let position = NaN;
    const posEnd = posAt + posText.length;
    if (posText === '') {
      report('bad-position', coreMessage('missingPosition', boardSize), posAt, posAt + 1);
    } else if (!DIGITS.test(posText)) {
      report('bad-position', coreMessage('badPosition', boardSize, clip(posText)), posAt, posEnd);
    } else {
      position = tooLong(posText, 9) ? Infinity : Number(posText);
      if (position < 1 || position > boardSize) {
        report('position-out-of-range', coreMessage('positionNotOnBoard', clip(posText), boardSize), posAt, posEnd);
      }
    }
    if (rest !== '') report('extra-text', coreMessage('extraText', clip(rest)), restAt, restAt + rest.length);
    if (!Number.isNaN(playerNumber)) seen.set(playerNumber, lineNo);
    positions.push(position);
    lines.push(lineNo);
  }

  if (positions.length === 0 && problems.length === 0) {
    return { ok: false, problems: [problemAt('empty-input', coreMessage('emptyInput'), 1, 1, 2)] };
  }
  const count = playerCountProblem(positions.length);
  if (count) {
    const line =
      count.code === 'too-many-players'
        ? (lines[LIMITS.maxPlayers] ?? lastLine)
        : Math.min(lastLine + 1, rawLines.length);
    problems.push({ ...count, line, column: 1, endColumn: 2 });
  }
  return problems.length > 0 ? { ok: false, problems: problems.reported() } : { ok: true, input: { positions, lines } };
}

/**
 * The problems of one text, capped: the first REPORTED_PROBLEM_LIMIT are kept, the rest only
 * counted, so a text of 30,000 bad lines costs 21 problems (and 21 diagnostics), not 30,000.
 */
class ProblemList {
  private readonly kept: Problem[] = [];
  private more = 0;
  private firstUnlisted: Problem | null = null;

  push(problem: Problem): void {
    if (this.kept.length < REPORTED_PROBLEM_LIMIT) {
      this.kept.push(problem);
    } else {
      this.more++;
      this.firstUnlisted ??= problem;
    }
  }

  get length(): number {
    return this.kept.length + this.more;
  }

  /** The kept problems, then "and N more problems" at the first one left out. */
  reported(): Problem[] {
    const first = this.firstUnlisted;
    if (!first) return this.kept;
    const line = first.line ?? 1;
    const message = coreMessage(this.more === 1 ? 'moreProblemsOne' : 'moreProblemsMany', this.more, String(line));
    return [...this.kept, problemAt('more-problems', message, line, 1, 2)];
  }
}

/** Too many players, or fewer than 2: the same problem for typed and for given positions. */
function playerCountProblem(players: number): Problem | null {
  if (players > LIMITS.maxPlayers) {
    return { code: 'too-many-players', ...coreMessage('tooManyPlayers', players, LIMITS.maxPlayers) };
  }
  if (players < 2) return { code: 'missing-player', ...coreMessage('missingPlayer', String(players + 1)) };
  return null;
}

/**
 * Checks positions given as numbers (not typed) against the board: the typed input's problems
 * and messages, without lines (there is no text to point into).
 */
export function positionProblems(positions: readonly unknown[], boardSize: number): Problem[] {
  const problems: Problem[] = [];
  // A list longer than the problems anyone reads is judged by its first entries and its length:
  // an array of 2^32 - 1 holes is refused at once, not walked.
  for (const position of positions.slice(0, REPORTED_PROBLEM_LIMIT)) {
    if (typeof position !== 'number' || !Number.isInteger(position)) {
      const shown = clip(typeof position === 'string' ? position : showValue(position));
      problems.push({ code: 'bad-position', ...coreMessage('badPosition', boardSize, shown) });
    } else if (position < 1 || position > boardSize) {
      const message = coreMessage('positionNotOnBoard', String(position), boardSize);
      problems.push({ code: 'position-out-of-range', ...message });
    }
  }
  const count = playerCountProblem(positions.length);
  return count ? [...problems, count] : problems;
}

/** Whether a digit string has more than `max` digits without its leading zeros (0000000004 has 1). */
function tooLong(digits: string, max: number): boolean {
  return digits.length > max && digits.replace(/^0+(?=\d)/, '').length > max;
}

/** Quotes at most 40 characters of user text in a message. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Writes positions as puzzle text (the inverse of parseInput): a new document's content. */
export function formatInput(positions: readonly number[]): string {
  return positions.map((p, i) => `Player ${i + 1} starting position: ${p}`).join('\n') + '\n';
}

/** Cheap test used by the CodeLens: does this text look like a Day 21 input (first non-blank line)? */
export function looksLikeInput(text: string): boolean {
  const head = text.slice(0, 2000).replace(/^\uFEFF/, '');
  return /^[ \t]*(?:\r?\n[ \t]*)*Player[ \t]+\S+[ \t]+starting[ \t]+position/.test(head);
}

/** Throws DiracDiceError('input') unless the positions fit the board and the number of players. */
export function checkPositions(
  where: string,
  positions: unknown,
  rules: Pick<Rules, 'boardSize'>,
): asserts positions is number[] {
  checkPositionsArray(where, positions);
  const problems = positionProblems(positions, rules.boardSize);
  if (problems.length > 0) throw new DiracDiceError('input', problems);
}

/** The starts `input` gives: a puzzle text parsed, or 1-based positions checked (as `where`'s); else DiracDiceError('input'). */
export function startsOf(where: string, input: string | readonly number[], rules: Rules): readonly number[] {
  if (typeof input !== 'string') {
    checkPositions(where, input, rules);
    return input;
  }
  const parsed = parseInput(input, rules);
  if (!parsed.ok) throw new DiracDiceError('input', parsed.problems);
  return parsed.input.positions;
}
