/** An answer typed to be checked: its number exactly, or a problem saying what is wrong with it. */
import type { Problem } from './result';
import { coreMessage, type MessageArg, type MessageId } from './messages';

/** The longest answer read, in significant digits (the puzzle's are at most 15). */
const ANSWER_DIGIT_LIMIT = 10_000;

export type ParsedAnswer = { ok: true; value: bigint } | { ok: false; problem: Problem };

const refuse = (id: MessageId, ...args: MessageArg[]): ParsedAnswer => ({
  ok: false,
  problem: { code: 'invalid-answer', ...coreMessage(id, ...args) },
});

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
/** Whether `text` has a letter (a search in one pass). */
const hasLetter = (text: string): boolean => /\p{L}/u.test(text);

/** A group separator's kind (spaces of every width are one kind, as are both apostrophes), or null. */
function separatorKind(c: string, local: string): string | null {
  if (c === ',' || c === '_' || c === local) return c;
  if (c === "'" || c === '\u2019') return "'";
  return /\s/.test(c) ? ' ' : null;
}

/** The part a label names ("Part 1", "part1", "Part One", "Teil 2", any case), if any. */
function partNamed(label: string): number | undefined {
  const named = /(?:^|[^\p{L}])(?:part|teil)\s*(\d+|one|two|eins|zwei)(?!\p{L})/iu.exec(label)?.[1]?.toLowerCase();
  const words: Record<string, number> = { one: 1, eins: 1, two: 2, zwei: 2 };
  return named === undefined ? undefined : (words[named] ?? Number(named));
}

/**
 * Reads an answer: digits, grouped with `,` `_` `'` spaces or `localeGroupSeparator` (one
 * character, e.g. '.' in German; one kind of separator per answer). After a label with a letter
 * and a colon or '=' ("Part 2: 444356092776315"), the number that follows; a label naming another
 * part than `part` is refused. One pass over the text.
 */
export function parseAnswer(text: string, localeGroupSeparator?: string, part?: 1 | 2): ParsedAnswer {
  const local =
    typeof localeGroupSeparator === 'string' && /^[^\p{L}\p{N}]$/u.test(localeGroupSeparator)
      ? localeGroupSeparator
      : ',';
  const label = Math.max(text.lastIndexOf(':'), text.lastIndexOf('='));
  const labelled = label >= 0 && hasLetter(text.slice(0, label));
  const named = labelled && (part === 1 || part === 2) ? partNamed(text.slice(0, label)) : undefined;
  if (named !== undefined && named !== part) return refuse('answerOtherPart', String(named), String(part));
  const body = (labelled ? text.slice(label + 1) : text).trim();
  if (body === '') return refuse('answerEmpty');
  let kind: string | null = null;
  let digits = ''; // the significant digits, kept up to one past the limit
  let count = 0; // all of them
  let group = 0; // digits since the last separator
  let lastSeparator = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (isDigit(c)) {
      if (count > 0 || c !== '0') {
        count++;
        if (count <= ANSWER_DIGIT_LIMIT + 1) digits += c;
      }
      group++;
      continue;
    }
    const next = body[i + 1] ?? '';
    if ((c === '+' || c === '-' || c === '\u2212') && i === 0) return refuse('answerSign', c);
    const exponent = c === 'e' || c === 'E' ? /^[eE][+-]?\d+/.exec(body.slice(i, i + 12)) : null;
    if (exponent && i > 0) return refuse('answerExponent', exponent[0]);
    if (c === '.' && local !== '.') return refuse('answerDecimal', c);
    const sort = separatorKind(c, local);
    if (sort === null) return refuse(hasLetter(c) ? 'answerLetters' : 'answerCharacter', c);
    // A separator before a letter or another character: that character is what is wrong ("12 apples").
    if (next !== '' && !isDigit(next) && next !== '.' && separatorKind(next, local) === null) continue;
    if (kind !== null && sort !== kind) return refuse('answerMixedSeparators', lastSeparator, c);
    if (group === 0 || !isDigit(next)) return refuse('answerSeparatorPlace', c);
    kind = sort;
    lastSeparator = c;
    group = 0;
  }
  // A comma or a point before anything but a group of three digits marks decimals ("1,5"; German "1.5").
  if ((kind === ',' || kind === '.') && group !== 3) return refuse('answerDecimal', lastSeparator);
  if (count > ANSWER_DIGIT_LIMIT) return refuse('answerTooLong', count, ANSWER_DIGIT_LIMIT);
  return { ok: true, value: digits === '' ? 0n : BigInt(digits) };
}
