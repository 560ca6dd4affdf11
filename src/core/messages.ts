/** Every message the core gives a person: an English template and a translator's note; a problem carries id and arguments. */
import { format } from './template';

/** The input's own syntax, which stays in English in every language (the puzzle is written so). */
const SYNTAX = "Keep 'Player N starting position: P' as it is: it is the syntax of the input.";
const ANSWER = 'Refuses an answer typed to be checked.';
const MISTAKE =
  'Names a mistake that gives the number typed, and the rule of the puzzle it breaks (never the right answer).';
const HINT = 'Explains that mistake further (never the right answer).';
const JUDGE = "Judging the person's own program on an input (a case), never showing the right answer.";

/** The English templates, by id. */
const TEXTS = {
  // ---- the input text (parse.ts)
  inputTooLarge: 'the input has {0} characters; the limit is {1}',
  expectedPlayerLine: "expected 'Player N starting position: P', found '{0}'",
  badPlayerNumber: "expected a player number (1, 2, ...), found '{0}'",
  duplicatePlayer: 'player {0} was already given on line {1}',
  wrongPlayerOrder: 'expected player {0} here, found player {1} (players are listed in turn order)',
  missingPosition: "expected a starting position from 1 to {0} after ':'",
  badPosition: "expected a starting position from 1 to {0}, found '{1}'",
  positionNotOnBoard: 'starting position {0} is not on the board (1 to {1})',
  extraText: "unexpected text after the starting position: '{0}'",
  emptyInput: "the input is empty: expected 'Player N starting position: P' on each line, one per player",
  moreProblemsOne: 'and {0} more problem (the next on line {1})',
  moreProblemsMany: 'and {0} more problems (the next on line {1})',
  tooManyPlayers: '{0} players; the limit is {1}',
  missingPlayer: "missing player {0}: the game needs at least 2 players ('Player {0} starting position: P')",

  // ---- the rules (rules.ts); {0} is always a rule's name, e.g. diracTarget: keep it as it is
  ruleNotWholeNumber: '{0} must be a whole number (got {1})',
  ruleUnsafeNumber: '{0} must be a whole number (got {1}); pass a decimal string for values past 2^53',
  ruleOutOfRange: '{0} must be between {1} and {2} (got {3})',
  targetOutOfRange: '{0} must be between {1} and 10^{2} (got {3})',

  // ---- requests over a limit (limits.ts); {0} in the strategy messages is a strategy's name (keep it)
  tooManyStates: 'the {0} strategy would index {1} states; its limit is {2} (use the per-player strategy)',
  tooMuchStateWork:
    'the {0} strategy would take about {1} steps ({2} states, up to {3} counting passes for ' +
    'counts of this size); its limit is {4} (use the per-player strategy)',
  treeUncountable:
    'the {0} strategy would make too many calls to count; its limit is {1} (use per-player or memo, or a smaller target)',
  treeCalls: 'the {0} strategy would make {1} calls; its limit is {2} (use per-player or memo, or a smaller target)',
  treeCallsInPasses:
    'the {0} strategy would make {1} calls ({2} counting passes of {3}); its limit is {4} (use per-player or memo, or a smaller target)',
  part2TooExpensive:
    'part 2 would take about {0} steps (games of up to {1} turns, counts of about {2} digits); ' +
    'the limit is {3} (raise it with the diracDice.maxWork setting or --max-work, or lower the ' +
    'Dirac target or the board size)',
  allPairsBoardTooLarge: 'the starting-positions table needs a board of at most {0} spaces (got {1})',
  allPairsTooExpensive:
    'the starting-positions table would take about {0} steps (one game per space); the limit ' +
    'is {1} (lower the Dirac target or the board size, or pass a larger maxWork)',

  // ---- the explorer (explore.ts); a state is where each player stands (space, score) and who moves
  exploreTooBig:
    'these rules are too big to explore: the memo it reads would index {0} states in at least {1} steps; its limits ' +
    'are {2} states and {3} steps (a Dirac target of at most {4} makes them explorable)',
  exploreTooBigAnyTarget:
    'these rules are too big to explore: the memo it reads would index {0} states in at least {1} steps; its limits are ' +
    '{2} states and {3} steps, even with a Dirac target of 1 (a smaller board or fewer players makes them explorable)',
  stateShape: 'a state needs {0} positions, {0} scores and the player to move (1 to {0})',
  statePosition: "player {0}'s position must be a whole number from 1 to {1} (a space of the board), got {2}",
  stateScore:
    "player {0}'s score must be a whole number from 0 to {1} (the game is over at the Dirac target, {2}), got {3}",
  stateNeverThere:
    'player {0} can never stand on space {1} with score {2}: no rolls from its start on space {3} lead there',
  stateTurnsDisagree:
    'this state is not reachable with player {0} to move: player {1} stands there only after {2} turns ' +
    'and player {3} only after {4}, which do not fit one moment of the game',
  stateNoTurn:
    'this state is not reachable with player {0} to move: no moment of the game puts every player where it does',

  // ---- a part 1 variant (part1.ts)
  gameNeverEnds: "the game never ends: no player's score grows over a cycle of the deterministic die",

  // ---- an answer to check (answer.ts): what the person typed, in an input box or after --answer
  answerEmpty: 'the answer is empty: enter a whole number',
  answerLetters: "the answer has letters ('{0}'): enter only its digits",
  answerCharacter: "'{0}' cannot be part of a whole number",
  answerSign: "the answer has a sign ('{0}'): enter the number without it",
  answerDecimal: "the answer has a decimal point ('{0}'): it is a whole number",
  answerExponent: "the answer has an exponent ('{0}'): write out all its digits",
  answerMixedSeparators: "the answer mixes separators ('{0}' and '{1}'): group its digits one way",
  answerSeparatorPlace: "a separator ('{0}') must stand between two digits",
  answerTooLong: 'the answer has {0} digits; the limit is {1}',
  answerOtherPart: 'this line is labelled Part {0}: give your answer to part {1} here, or check this line as part {0}',

  // ---- the mistake catalog (mistakes.ts): a sentence naming a mistake and the rule it breaks, and its hint
  mistakeWinnerScore:
    "This is the winner's score times the rolls: the puzzle multiplies the losing player's score by the number of rolls.",
  hintWinnerScore:
    "The game stops the moment a player reaches the target; the score that counts is the other player's at that moment.",
  mistakeTurns:
    'This counts turns, not rolls: the puzzle multiplies by the number of times the die was rolled, {0} a turn.',
  hintTurns: 'Every turn rolls the die {0} times: count each roll, or multiply the turns by {0}.',
  mistakeMoreThan: "This is what 'more than {0}' gives: a player wins as soon as its score reaches at least {0}.",
  hintMoreThan: 'A score of exactly {0} already wins: look at the comparison that ends the game.',
  mistakeOneRoll: 'This moves by one roll a turn: each turn, a player rolls the die {0} times and moves by their sum.',
  hintOneRoll: 'Add up {0} rolls before moving the pawn; the die keeps counting from one turn to the next.',
  mistakeLastSpaceZero:
    'This scores space {0} as 0: the track wraps from {0} back to 1, and a pawn stopping on {0} scores {0} points.',
  hintLastSpaceZero:
    "'position % {0}' gives 0 on space {0}: use (position - 1) % {0} + 1, or keep positions from 0 and add 1 when scoring.",
  mistakeSpaceFromZero:
    'This scores every space one too low: the spaces are marked 1 to {0}, not 0 to {1}, and a pawn scores the mark it stops on.',
  hintSpaceFromZero:
    'Positions kept from 0 to {1} make the wrap easy: add 1 to the position (1 to {0}) when adding it to the score.',
  mistakeRollScore: 'This adds the rolls to the score: a score grows by the number of the space the pawn stops on.',
  hintRollScore: "Move the pawn by the rolls' sum first, then add the number of its new space to the score.",
  mistakeRoundEnd: "This plays the round to its end: the game ends the moment one player's score reaches {0}.",
  hintRoundEnd: 'Check for a win after every move, not once a round: no player rolls after the move that reaches {0}.',
  mistakeOtherCount:
    "This is another player's count: the puzzle asks for the universes won by the player who wins in the most.",
  hintOtherCount: "Count every player's wins and give the largest count.",
  mistakeSum:
    "This adds up the players' wins: the puzzle asks for one player's count, that of the player who wins in the most universes.",
  hintSum: 'Keep one count per player and give the largest, not their total.',
  mistakeDiracOneRoll:
    'This moves by one roll a turn: a turn is {0} rolls of the Dirac die, so it splits the universe into {1} copies, not {2}.',
  hintDiracOneRoll:
    'Move by the sum of {0} rolls of the {2}-sided die, and count each of the {1} roll sequences of a turn as one universe.',
  mistakeFlatSums:
    'This counts each sum once: the {0} roll sequences of a turn give {1} sums, and a sum stands for as many universes as sequences give it.',
  hintFlatSums:
    'Weigh each of the {1} sums by its number of roll sequences (of all {0}): ' +
    'three rolls of a 3-sided die give the sums 3 to 9 in 1, 3, 6, 7, 6, 3 and 1 ways.',
  mistakeWinPerOutcome:
    "This counts a win once for each of the {0} outcomes of the other player's turn: the game ends at the winning move, before anyone else rolls.",
  hintWinPerOutcome:
    "In a loop over both players' rolls, count the first player's win before the second player's loop, once, not inside it, where it counts {0} times.",
  mistakeSample:
    "This is the example's answer, for players starting on {0} and {1}: the puzzle asks about your own input.",
  hintSample:
    "Run your solution on your own puzzle input, its starting positions read from the file, not on the example's {0} and {1}.",
  mistakeOtherPart: 'This is the answer to part {0}; this check is for part {1}.',
  hintOtherPart: "Check this number as part {0}; part {1}'s answer is the other number your solution gives.",

  // ---- judging a learner's program (judge.ts): a case's name, a part's verdict, the summary
  judgeCaseSample: 'Sample (4, 8)',
  judgeCasePair: 'Pair ({0}, {1})',
  judgeCaseYours: 'Your input ({0})',
  judgeTooHigh: 'part {0}: {1} is not the answer: too high',
  judgeTooLow: 'part {0}: {1} is not the answer: too low',
  judgeTimeout: 'part {0}: not printed within the time limit; the program was stopped after {1} s',
  judgeExitCode: 'part {0}: not printed; the program ended with exit code {1}',
  judgeSignal: 'part {0}: not printed; the program was ended by the signal {1}',
  judgeUnreadable:
    "part {0}: no number found. The judge reads a line that starts 'Part {0}:' (or 'part{0} =', in any case); " +
    'without such lines, the last two whole numbers printed: part 1, then part 2',
  judgeOutputLimit: 'the program printed more than {0} bytes and was stopped',
  judgeSummary: '{0} of {1} cases passed',
  judgeExplained: 'On all {0} failing cases your part {1} is the same known mistake: {2}',
  judgeTimes: 'Your program took {0} ms a case (median); the solver takes {1} ms',
  judgeCommandEmpty: 'the command is empty: give the program to run, e.g. python3 day21.py',
  judgeQuoteOpen: 'a quote ({0}) is not closed: close it, or the words after it are read otherwise than you meant',
  judgeNotFound: "program not found: '{0}' (not on PATH, or not executable)",
  judgeCannotStart: "cannot start '{0}': {1}",
} as const;

/** Each template's note to translators. */
const NOTES: Record<keyof typeof TEXTS, string> = {
  inputTooLarge: '{0}: characters in the input; {1}: the most allowed.',
  expectedPlayerLine: `{0}: the line as typed (at most 40 characters). ${SYNTAX}`,
  badPlayerNumber: '{0}: what was typed where the player number belongs.',
  duplicatePlayer: '{0}: a player number; {1}: a line number.',
  wrongPlayerOrder: '{0}, {1}: player numbers.',
  missingPosition: '{0}: the number of spaces on the board.',
  badPosition: '{0}: the number of spaces on the board; {1}: what was typed (or given) as the position.',
  positionNotOnBoard: '{0}: the position as typed; {1}: the number of spaces on the board.',
  extraText: '{0}: the text after the position, as typed.',
  emptyInput: SYNTAX,
  moreProblemsOne: 'Ends a list of problems when one more was left out. {0}: 1; {1}: a line number.',
  moreProblemsMany: 'Ends a list of problems when several were left out. {0}: how many; {1}: a line number.',
  tooManyPlayers: '{0}: players in the input; {1}: the most allowed.',
  missingPlayer: `{0}: the number of the missing player. ${SYNTAX}`,

  ruleNotWholeNumber: "{0}: a rule's name (keep it); {1}: the value given.",
  ruleUnsafeNumber: "{0}: a rule's name (keep it); {1}: the value given.",
  ruleOutOfRange: "{0}: a rule's name (keep it); {1}, {2}: its least and greatest values; {3}: the value given.",
  targetOutOfRange: "{0}: a rule's name (keep it); {1}: its least value; {2}: an exponent; {3}: the value given.",

  tooManyStates:
    "{0}: a strategy's name (keep it); {1}: states, in scientific notation; {2}: the limit. 'per-player' is a strategy's name.",
  tooMuchStateWork:
    "{0}: a strategy's name (keep it); {1}, {4}: steps in scientific notation; {2}: states; {3}: passes. 'per-player' is a strategy's name.",
  treeUncountable:
    "{0}: a strategy's name (keep it); {1}: the limit in calls. 'per-player' and 'memo' are strategies' names.",
  treeCalls:
    "{0}: a strategy's name (keep it); {1}: calls in scientific notation; {2}: the limit. 'per-player' and 'memo' are strategies' names.",
  treeCallsInPasses:
    "{0}: a strategy's name (keep it); {1}, {3}: calls in scientific notation; {2}: passes; " +
    "{4}: the limit. 'per-player' and 'memo' are strategies' names.",
  part2TooExpensive:
    '{0}, {3}: steps in scientific notation; {1}: turns; {2}: digits. Keep diracDice.maxWork and --max-work (a setting and a command-line option).',
  allPairsBoardTooLarge: '{0}: the largest board; {1}: the board of the rules.',
  allPairsTooExpensive: '{0}, {1}: steps in scientific notation. Keep maxWork (an option of the library).',

  exploreTooBig: '{0}, {2}: states; {1}, {3}: steps, in scientific notation; {4}: a score.',
  exploreTooBigAnyTarget: '{0}, {2}: states; {1}, {3}: steps, in scientific notation.',
  stateShape: '{0}: the number of players.',
  statePosition: '{0}: a player number; {1}: the number of spaces on the board; {2}: the value given.',
  stateScore: '{0}: a player number; {1}: the highest score; {2}: the target; {3}: the value given.',
  stateNeverThere: '{0}: a player number; {1}, {3}: spaces; {2}: a score.',
  stateTurnsDisagree: '{0}, {1}, {3}: player numbers; {2}, {4}: lists of turn counts, such as "2, 3".',
  stateNoTurn: '{0}: a player number.',

  gameNeverEnds: 'Refuses a game played with a mistake (e.g. a space scoring 0) that can go on for ever.',

  answerEmpty: ANSWER,
  answerLetters: `${ANSWER} {0}: the first letter.`,
  answerCharacter: `${ANSWER} {0}: the character.`,
  answerSign: `${ANSWER} {0}: + or -.`,
  answerDecimal: `${ANSWER} {0}: the point or comma.`,
  answerExponent: `${ANSWER} {0}: the exponent as typed, e.g. e15.`,
  answerMixedSeparators: `${ANSWER} {0}, {1}: two group separators, e.g. , and _.`,
  answerSeparatorPlace: `${ANSWER} {0}: the separator.`,
  answerTooLong: `${ANSWER} {0}, {1}: digits.`,
  answerOtherPart: `${ANSWER} {0}: the part its label names; {1}: the part being checked.`,

  mistakeWinnerScore: MISTAKE,
  hintWinnerScore: HINT,
  mistakeTurns: `${MISTAKE} {0}: rolls per turn.`,
  hintTurns: `${HINT} {0}: rolls per turn.`,
  mistakeMoreThan: `${MISTAKE} {0}: the winning score.`,
  hintMoreThan: `${HINT} {0}: the winning score.`,
  mistakeOneRoll: `${MISTAKE} {0}: rolls per turn.`,
  hintOneRoll: `${HINT} {0}: rolls per turn.`,
  mistakeLastSpaceZero: `${MISTAKE} {0}: the last space (the board's size).`,
  hintLastSpaceZero: `${HINT} {0}: the board's size. Keep the formulas as they are.`,
  mistakeSpaceFromZero: `${MISTAKE} {0}: the last space; {1}: the same counted from 0.`,
  hintSpaceFromZero: `${HINT} {0}: the last space; {1}: the same counted from 0.`,
  mistakeRollScore: MISTAKE,
  hintRollScore: HINT,
  mistakeRoundEnd: `${MISTAKE} {0}: the winning score.`,
  hintRoundEnd: `${HINT} {0}: the winning score.`,
  mistakeOtherCount: MISTAKE,
  hintOtherCount: HINT,
  mistakeSum: MISTAKE,
  hintSum: HINT,
  mistakeDiracOneRoll: `${MISTAKE} {0}: rolls per turn; {1}: roll sequences per turn; {2}: sides of the die.`,
  hintDiracOneRoll: `${HINT} {0}: rolls per turn; {1}: roll sequences per turn; {2}: sides of the die.`,
  mistakeFlatSums: `${MISTAKE} {0}: roll sequences per turn; {1}: distinct sums.`,
  hintFlatSums: `${HINT} {0}: roll sequences per turn; {1}: distinct sums.`,
  mistakeWinPerOutcome: `${MISTAKE} {0}: roll sequences per turn.`,
  hintWinPerOutcome: `${HINT} {0}: roll sequences per turn.`,
  mistakeSample: `${MISTAKE} {0}, {1}: the example's starting spaces.`,
  hintSample: `${HINT} {0}, {1}: the example's starting spaces.`,
  mistakeOtherPart: `${MISTAKE} {0}: the other part's number; {1}: this part's.`,
  hintOtherPart: `${HINT} {0}: the other part's number; {1}: this part's.`,

  judgeCaseSample: `${JUDGE} The puzzle's example, players starting on 4 and 8.`,
  judgeCasePair: `${JUDGE} {0}, {1}: the starting spaces of players 1 and 2.`,
  judgeCaseYours: `${JUDGE} {0}: the name of the person's input file.`,
  judgeTooHigh: `${JUDGE} {0}: 1 or 2; {1}: the number the program printed (never the answer).`,
  judgeTooLow: `${JUDGE} {0}: 1 or 2; {1}: the number the program printed (never the answer).`,
  judgeTimeout: `${JUDGE} {0}: 1 or 2; {1}: seconds.`,
  judgeExitCode: `${JUDGE} {0}: 1 or 2; {1}: the exit code.`,
  judgeSignal: `${JUDGE} {0}: 1 or 2; {1}: a signal's name, e.g. SIGSEGV (keep it).`,
  judgeUnreadable: `${JUDGE} {0}: 1 or 2. Keep 'Part {0}:' and 'part{0} =': they are what the program prints.`,
  judgeOutputLimit: `${JUDGE} {0}: bytes.`,
  judgeSummary: `${JUDGE} {0}: cases passed; {1}: cases judged.`,
  judgeExplained: `${JUDGE} {0}: failing cases; {1}: 1 or 2; {2}: the mistake's sentence (already translated).`,
  judgeTimes: `${JUDGE} {0}, {1}: milliseconds.`,
  judgeCommandEmpty: `${JUDGE} Refuses the command line typed. Keep 'python3 day21.py': it is a command.`,
  judgeQuoteOpen: `${JUDGE} Refuses the command line typed. {0}: the quote character, ' or ".`,
  judgeNotFound: `${JUDGE} Refuses the command line typed. {0}: the program's name as typed.`,
  judgeCannotStart: `${JUDGE} {0}: the program's name; {1}: the system's reason, in English.`,
};

/** Each message by id: its English template and its note to translators (the shape l10n and the page read). */
export const CORE_MESSAGES = Object.fromEntries(
  Object.entries(TEXTS).map(([id, text]) => [id, { text, note: NOTES[id as keyof typeof TEXTS] }]),
) as { [id in keyof typeof TEXTS]: { text: string; note: string } };

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

/** The message `id` with its arguments, rendered in English: spread into a Problem. */
export function coreMessage(messageId: MessageId, ...args: MessageArg[]): CoreMessage {
  return {
    messageId,
    args,
    message: format(
      CORE_MESSAGES[messageId].text,
      args.map((a) => (typeof a === 'number' ? english.format(a) : a)),
    ),
  };
}
