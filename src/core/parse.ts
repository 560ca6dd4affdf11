import type { Problem } from './result';
import { DiracDiceError, showValue } from './errors';
import { LIMITS, REPORTED_PROBLEM_LIMIT } from './limits';
import { coreMessage } from './messages';
import type { Rules } from './rules';
import { checkBoardSize, checkPositionsArray, checkText } from './validate';

/** A parsed puzzle input: starting positions in player order, and where each line was. */
export interface ParsedInput {
  positions: number[];
  /** 1-based line of each player's line, in player order. */
  lines: number[];
}

export type ParseOutcome = { ok: true; input: ParsedInput } | { ok: false; problems: Problem[] };

/** Player line: keyword, number, "starting position:", position, rest. `d` gives group offsets. */
const PLAYER_LINE = /^Player[ \t]+(\S+)[ \t]+starting[ \t]+position[ \t]*:[ \t]*(\S*)[ \t]*([\s\S]*)$/d;
const DIGITS = /^[0-9]+$/;

/**
 * Parses `Player N starting position: P` lines against the rules' board. Accepts CRLF, a BOM,
 * blank lines and spaces around lines. Returns every problem found, each with its line and
 * column range.
 */
export function parseInput(text: string, rules: Rules): ParseOutcome {
  checkText('parseInput', text);
  const boardSize: unknown = typeof rules === 'object' && rules !== null ? rules.boardSize : undefined;
  checkBoardSize('parseInput', boardSize);
  if (text.length > LIMITS.maxInputChars) {
    return fail({
      code: 'input-too-large',
      ...coreMessage('inputTooLarge', text.length, LIMITS.maxInputChars),
      line: 1,
      column: 1,
      endColumn: 2,
    });
  }
  const canonical = parseCanonical(text, boardSize);
  return canonical ? { ok: true, input: canonical } : parseLines(text, boardSize);
}

/** parseInput's full parser, for any text of allowed size (exported for the test that holds the fast path to it). */
export function parseLines(text: string, boardSize: number): ParseOutcome {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const rawLines = text.slice(bom).split(/\r\n|\r|\n/);
  const problems = new ProblemList();
  const positions: number[] = [];
  const lines: number[] = [];
  const seen = new Map<number, number>();
  let lastLine = 1;

  rawLines.forEach((raw, index) => {
    const lineNo = index + 1;
    // Any Unicode whitespace counts as blank (the same set trimEnd removes below), so a line of
    // only e.g. U+00A0 or a form feed is skipped instead of reported with an empty range.
    const start = raw.search(/\S/);
    if (start < 0) return;
    lastLine = lineNo;
    const content = raw.trimEnd().slice(start);
    const col = (offset: number): number => start + offset + 1;
    const m = PLAYER_LINE.exec(content);
    if (!m?.indices) {
      problems.push({
        code: 'expected-player-line',
        ...coreMessage('expectedPlayerLine', clip(content)),
        line: lineNo,
        column: col(0),
        endColumn: col(content.length),
      });
      return;
    }
    const [numText, posText, rest] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
    const [numAt, posAt, restAt] = [m.indices[1]?.[0] ?? 0, m.indices[2]?.[0] ?? 0, m.indices[3]?.[0] ?? 0];
    const expected = positions.length + 1;
    let playerNumber = NaN;
    if (!DIGITS.test(numText) || significant(numText).length > 6 || Number(numText) < 1) {
      problems.push({
        code: 'bad-player-number',
        ...coreMessage('badPlayerNumber', clip(numText)),
        line: lineNo,
        column: col(numAt),
        endColumn: col(numAt + numText.length),
      });
    } else {
      playerNumber = Number(numText);
      const earlier = seen.get(playerNumber);
      if (earlier !== undefined) {
        problems.push({
          code: 'duplicate-player',
          ...coreMessage('duplicatePlayer', String(playerNumber), String(earlier)),
          line: lineNo,
          column: col(numAt),
          endColumn: col(numAt + numText.length),
        });
        return;
      }
      if (playerNumber !== expected) {
        problems.push({
          code: 'wrong-player-order',
          ...coreMessage('wrongPlayerOrder', String(expected), String(playerNumber)),
          line: lineNo,
          column: col(numAt),
          endColumn: col(numAt + numText.length),
        });
      }
    }
    let position = NaN;
    if (posText === '') {
      problems.push({
        code: 'bad-position',
        ...coreMessage('missingPosition', boardSize),
        line: lineNo,
        column: col(posAt),
        endColumn: col(posAt) + 1,
      });
    } else if (!DIGITS.test(posText)) {
      problems.push({
        code: 'bad-position',
        ...coreMessage('badPosition', boardSize, clip(posText)),
        line: lineNo,
        column: col(posAt),
        endColumn: col(posAt + posText.length),
      });
    } else {
      position = significant(posText).length > 9 ? Infinity : Number(posText);
      if (position < 1 || position > boardSize) {
        problems.push({
          code: 'position-out-of-range',
          ...coreMessage('positionNotOnBoard', clip(posText), boardSize),
          line: lineNo,
          column: col(posAt),
          endColumn: col(posAt + posText.length),
        });
      }
    }
    if (rest !== '') {
      problems.push({
        code: 'extra-text',
        ...coreMessage('extraText', clip(rest)),
        line: lineNo,
        column: col(restAt),
        endColumn: col(restAt + rest.length),
      });
    }
    if (!Number.isNaN(playerNumber)) seen.set(playerNumber, lineNo);
    positions.push(position);
    lines.push(lineNo);
  });

  if (positions.length === 0 && problems.length === 0) {
    return fail({
      code: 'empty-input',
      ...coreMessage('emptyInput'),
      line: 1,
      column: 1,
      endColumn: 2,
    });
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

const FIRST = 'Player 1 starting position: ';
const SECOND = '\nPlayer 2 starting position: ';

/**
 * The puzzle's own input, exactly: "Player 1 starting position: P\nPlayer 2 starting position: Q"
 * and at most one newline, each position 1 to 3 digits without a leading zero and on the board.
 * What parseInput would find in it, without splitting lines or running its patterns; null for
 * any other text (the full parser then reads it).
 */
export function parseCanonical(text: string, boardSize: number): ParsedInput | null {
  if (!text.startsWith(FIRST)) return null;
  const first = positionAt(text, FIRST.length, boardSize);
  if (first === null || !text.startsWith(SECOND, first.end)) return null;
  const second = positionAt(text, first.end + SECOND.length, boardSize);
  if (second === null) return null;
  const end = second.end;
  if (end !== text.length && !(end === text.length - 1 && text.charCodeAt(end) === 10)) return null;
  return { positions: [first.value, second.value], lines: [1, 2] };
}

/** 1 to 3 digits at `at` without a leading zero, from 1 to boardSize; null otherwise. */
function positionAt(text: string, at: number, boardSize: number): { value: number; end: number } | null {
  let value = 0;
  let end = at;
  while (end < text.length && end - at <= 3) {
    const digit = text.charCodeAt(end) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
    end++;
  }
  if (end === at || end - at > 3 || text.charCodeAt(at) === 48 || value > boardSize) return null;
  return { value, end };
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
    const summary: Problem = {
      code: 'more-problems',
      ...coreMessage(this.more === 1 ? 'moreProblemsOne' : 'moreProblemsMany', this.more, String(line)),
      line,
      column: 1,
      endColumn: 2,
    };
    return [...this.kept, summary];
  }
}

/** Too many players, or fewer than 2: the same problem for typed and for given positions. */
function playerCountProblem(players: number): Problem | null {
  if (players > LIMITS.maxPlayers) {
    return { code: 'too-many-players', ...coreMessage('tooManyPlayers', players, LIMITS.maxPlayers) };
  }
  if (players < 2) {
    const next = players + 1;
    return {
      code: 'missing-player',
      ...coreMessage('missingPlayer', String(next)),
    };
  }
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
      problems.push({
        code: 'position-out-of-range',
        ...coreMessage('positionNotOnBoard', String(position), boardSize),
      });
    }
  }
  const count = playerCountProblem(positions.length);
  return count ? [...problems, count] : problems;
}

function fail(problem: Problem): ParseOutcome {
  return { ok: false, problems: [problem] };
}

/** A digit string without its leading zeros (lengths are judged on this: 0000000004 is 4). */
function significant(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
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
