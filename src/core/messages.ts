/** Every message the core gives a person: an English template and a translator's note; a problem carries id and arguments. */
import { format } from './template';

/** The input's own syntax, which stays in English in every language (the puzzle is written so). */
const SYNTAX = "Keep 'Player N starting position: P' as it is: it is the syntax of the input.";
const ANSWER = 'Refuses an answer typed to be checked.';

export const CORE_MESSAGES = {
  // ---- the input text (parse.ts)
  inputTooLarge: {
    text: 'the input has {0} characters; the limit is {1}',
    note: '{0}: characters in the input; {1}: the most allowed.',
  },
  expectedPlayerLine: {
    text: "expected 'Player N starting position: P', found '{0}'",
    note: `{0}: the line as typed (at most 40 characters). ${SYNTAX}`,
  },
  badPlayerNumber: {
    text: "expected a player number (1, 2, ...), found '{0}'",
    note: '{0}: what was typed where the player number belongs.',
  },
  duplicatePlayer: {
    text: 'player {0} was already given on line {1}',
    note: '{0}: a player number; {1}: a line number.',
  },
  wrongPlayerOrder: {
    text: 'expected player {0} here, found player {1} (players are listed in turn order)',
    note: '{0}, {1}: player numbers.',
  },
  missingPosition: {
    text: "expected a starting position from 1 to {0} after ':'",
    note: '{0}: the number of spaces on the board.',
  },
  badPosition: {
    text: "expected a starting position from 1 to {0}, found '{1}'",
    note: '{0}: the number of spaces on the board; {1}: what was typed (or given) as the position.',
  },
  positionNotOnBoard: {
    text: 'starting position {0} is not on the board (1 to {1})',
    note: '{0}: the position as typed; {1}: the number of spaces on the board.',
  },
  extraText: {
    text: "unexpected text after the starting position: '{0}'",
    note: '{0}: the text after the position, as typed.',
  },
  emptyInput: {
    text: "the input is empty: expected 'Player N starting position: P' on each line, one per player",
    note: SYNTAX,
  },
  moreProblemsOne: {
    text: 'and {0} more problem (the next on line {1})',
    note: 'Ends a list of problems when one more was left out. {0}: 1; {1}: a line number.',
  },
  moreProblemsMany: {
    text: 'and {0} more problems (the next on line {1})',
    note: 'Ends a list of problems when several were left out. {0}: how many; {1}: a line number.',
  },
  tooManyPlayers: {
    text: '{0} players; the limit is {1}',
    note: '{0}: players in the input; {1}: the most allowed.',
  },
  missingPlayer: {
    text: "missing player {0}: the game needs at least 2 players ('Player {0} starting position: P')",
    note: `{0}: the number of the missing player. ${SYNTAX}`,
  },

  // ---- the rules (rules.ts); {0} is always a rule's name, e.g. diracTarget: keep it as it is
  ruleNotWholeNumber: {
    text: '{0} must be a whole number (got {1})',
    note: "{0}: a rule's name (keep it); {1}: the value given.",
  },
  ruleUnsafeNumber: {
    text: '{0} must be a whole number (got {1}); pass a decimal string for values past 2^53',
    note: "{0}: a rule's name (keep it); {1}: the value given.",
  },
  ruleOutOfRange: {
    text: '{0} must be between {1} and {2} (got {3})',
    note: "{0}: a rule's name (keep it); {1}, {2}: its least and greatest values; {3}: the value given.",
  },
  targetOutOfRange: {
    text: '{0} must be between {1} and 10^{2} (got {3})',
    note: "{0}: a rule's name (keep it); {1}: its least value; {2}: an exponent; {3}: the value given.",
  },

  // ---- requests over a limit (limits.ts); {0} in the strategy messages is a strategy's name (keep it)
  memoTooDeep: {
    text: 'the memo strategy would recurse up to {0} turns deep (players x target); its limit is {1} (use the per-player strategy)',
    note: "{0}: turns; {1}: the limit. 'memo' and 'per-player' are names of strategies (keep them).",
  },
  tooManyStates: {
    text: 'the {0} strategy would index {1} states; its limit is {2} (use the per-player strategy)',
    note: "{0}: a strategy's name (keep it); {1}: states, in scientific notation; {2}: the limit. 'per-player' is a strategy's name.",
  },
  tooMuchStateWork: {
    text:
      'the {0} strategy would take about {1} steps ({2} states, up to {3} counting passes for ' +
      'counts of this size); its limit is {4} (use the per-player strategy)',
    note: "{0}: a strategy's name (keep it); {1}, {4}: steps in scientific notation; {2}: states; {3}: passes. 'per-player' is a strategy's name.",
  },
  treeUncountable: {
    text: 'the {0} strategy would make too many calls to count; its limit is {1} (use per-player or memo, or a smaller target)',
    note: "{0}: a strategy's name (keep it); {1}: the limit in calls. 'per-player' and 'memo' are strategies' names.",
  },
  treeCalls: {
    text: 'the {0} strategy would make {1} calls; its limit is {2} (use per-player or memo, or a smaller target)',
    note: "{0}: a strategy's name (keep it); {1}: calls in scientific notation; {2}: the limit. 'per-player' and 'memo' are strategies' names.",
  },
  treeCallsInPasses: {
    text: 'the {0} strategy would make {1} calls ({2} counting passes of {3}); its limit is {4} (use per-player or memo, or a smaller target)',
    note:
      "{0}: a strategy's name (keep it); {1}, {3}: calls in scientific notation; {2}: passes; " +
      "{4}: the limit. 'per-player' and 'memo' are strategies' names.",
  },
  part2TooExpensive: {
    text:
      'part 2 would take about {0} steps (games of up to {1} turns, counts of about {2} digits); ' +
      'the limit is {3} (raise it with the diracDice.maxWork setting or --max-work, or lower the ' +
      'Dirac target or the board size)',
    note: '{0}, {3}: steps in scientific notation; {1}: turns; {2}: digits. Keep diracDice.maxWork and --max-work (a setting and a command-line option).',
  },
  allPairsBoardTooLarge: {
    text: 'the starting-positions table needs a board of at most {0} spaces (got {1})',
    note: '{0}: the largest board; {1}: the board of the rules.',
  },
  allPairsTooExpensive: {
    text:
      'the starting-positions table would take about {0} steps (one game per space); the limit ' +
      'is {1} (lower the Dirac target or the board size, or pass a larger maxWork)',
    note: '{0}, {1}: steps in scientific notation. Keep maxWork (an option of the library).',
  },

  // ---- a part 1 variant (part1.ts)
  gameNeverEnds: {
    text: "the game never ends: no player's score grows over a cycle of the deterministic die",
    note: 'Refuses a game played with a mistake (e.g. a space scoring 0) that can go on for ever.',
  },

  // ---- an answer to check (answer.ts): what the person typed, in an input box or after --answer
  answerEmpty: { text: 'the answer is empty: enter a whole number', note: ANSWER },
  answerLetters: {
    text: "the answer has letters ('{0}'): enter only its digits",
    note: `${ANSWER} {0}: the first letter.`,
  },
  answerCharacter: { text: "'{0}' cannot be part of a whole number", note: `${ANSWER} {0}: the character.` },
  answerSign: { text: "the answer has a sign ('{0}'): enter the number without it", note: `${ANSWER} {0}: + or -.` },
  answerDecimal: {
    text: "the answer has a decimal point ('{0}'): it is a whole number",
    note: `${ANSWER} {0}: the point or comma.`,
  },
  answerExponent: {
    text: "the answer has an exponent ('{0}'): write out all its digits",
    note: `${ANSWER} {0}: the exponent as typed, e.g. e15.`,
  },
  answerMixedSeparators: {
    text: "the answer mixes separators ('{0}' and '{1}'): group its digits one way",
    note: `${ANSWER} {0}, {1}: two group separators, e.g. , and _.`,
  },
  answerSeparatorPlace: {
    text: "a separator ('{0}') must stand between two digits",
    note: `${ANSWER} {0}: the separator.`,
  },
  answerTooLong: { text: 'the answer has {0} digits; the limit is {1}', note: `${ANSWER} {0}, {1}: digits.` },
} as const satisfies Record<string, { text: string; note: string }>;

export type MessageId = keyof typeof CORE_MESSAGES;

/** Text as it is, or a quantity the renderer groups in its language; a number that names (player 1000, line 1205) is text. */
export type MessageArg = string | number;

/** A message as a problem carries it: its id, its arguments, and the English text. */
export interface CoreMessage {
  messageId: MessageId;
  args: MessageArg[];
  message: string;
}

const english = new Intl.NumberFormat('en-US');

/** A template filled with args, numbers grouped as `formatNumber` does them (English by default). */
export function renderMessage(
  template: string,
  args: readonly MessageArg[],
  formatNumber: (n: number) => string = (n) => english.format(n),
): string {
  return format(
    template,
    args.map((arg) => (typeof arg === 'number' ? formatNumber(arg) : arg)),
  );
}

/** The message `id` with its arguments, rendered in English: spread into a Problem. */
export function coreMessage(messageId: MessageId, ...args: MessageArg[]): CoreMessage {
  return { messageId, args, message: renderMessage(CORE_MESSAGES[messageId].text, args) };
}
