/** The page's English templates: the host translates them (vscode.l10n.t) and the page fills {0}, {1}. */
export const PANEL_STRINGS = {
  'list.separator': ', ',
  'list.semicolonSeparator': '; ',
  'list.sentenceSeparator': ' ',
  'list.keyValue': '{0}: {1}',

  // Shared by several sections.
  'common.playerName': 'Player {0}',
  'common.player': 'Player',
  'common.share': 'Share',
  'common.turn': 'Turn',
  'common.turnOfPlayer': 'Turn (of that player)',
  'common.turnOfPlayerInTitle': 'turn (of that player)',
  'common.part1': 'Part 1',
  'common.part2': 'Part 2',
  'common.part1NotSolved': 'Part 1 was not solved.',
  'common.part2NotSolved': 'Part 2 was not solved.',
  'common.resolve': 'Re-solve',
  'common.cancel': 'Cancel',
  'common.rules': 'Rules',
  'common.probability': 'Probability',
  'common.winProbability': 'Win probability',
  'unit.ms': '{0}\u00a0ms',

  'chart.pointTitle': '{0}, {1} {2}: {3}',

  // The page around the sections.
  'view.stale': 'The input changed since this result.',
  'view.waiting': 'Waiting for a result…',
  'view.announcePart': 'Part {0}: {1}.',
  'view.announceCovered': 'Part {0}: hidden.',
  'view.renderFailed': 'The panel could not show this result (see the developer tools console).',

  'header.title': 'Dirac Dice results',
  'header.input': 'Input: {0}',
  'header.noInput': 'no input',
  'header.version': ' (version {0})',
  'header.twoPlayers': 'Players start on spaces {0} and {1}.',
  'header.players': '{0} players start on spaces {1}.',
  'header.rulesFromPanel': 'Rules changed in this panel',
  'header.rulesFromSettings': 'Rules from settings',
  'header.rulesLine': '{0}: {1}.',
  'header.rulesDescription':
    'board of {0} spaces, {1} rolls per turn; part 1: {2}-sided deterministic die, target {3}; part 2: {4}-sided Dirac die, target {5}',
  'header.totalTime': 'Solved in {0} (everything on this page).',
  'header.showInput': 'Show input',

  'answers.title': 'Answers',
  'answers.copy': 'Copy',
  'answers.copyLabel': 'Copy the part {0} answer',
  // Spoiler-free mode: a covered answer's card; what else it hides is named (those sections are left out).
  'answers.reveal': 'Reveal',
  'answers.revealLabel': 'Reveal the part {0} answer',
  'answers.covered1': 'Hidden in spoiler-free mode, with the part 1 replay.',
  'answers.covered2': 'Hidden in spoiler-free mode, with the wins by turn and how the answer is made.',
  'answers.part1Title': 'Part 1: deterministic die',
  'answers.part1Winner': 'Player {0} wins with {1} points.',
  'answers.finalScores': 'Final scores: {0}.',
  'answers.scoreItem': 'player {0}: {1}',
  'answers.rolls': '{0} die rolls in {1} turns.',
  'answers.formulaLowest': 'Answer = lowest score {0} (player {1}) × {2} rolls.',
  'answers.formulaLosing': 'Answer = losing score {0} (player {1}) × {2} rolls.',
  'answers.skippedCycles': '{0} whole cycles of the die and positions were skipped instead of played.',
  'answers.part2Title': 'Part 2: Dirac die',
  'answers.allEqual': 'Every player wins in the same number of universes.',
  'answers.part2Winner': 'Player {0} wins in more universes: {1} of {2}.',
  'answers.winsCaption': 'Universes won by each player',
  'answers.universesWon': 'Universes won',
  'answers.allUniverses': 'All universes',
  'answers.insightSame': 'Player {0} wins in more universes ({1}) and is also more likely to win ({2}).',
  'answers.insightDiffer':
    'Player {0} wins in more universes ({1}), but player {2} is more likely to win ({3}; player {0}: {4}).',
  'answers.insightTieUniverses':
    'The players win in equally many universes, but player {0} is more likely to win ({1}).',
  'answers.insightTieProbability':
    'Player {0} wins in more universes ({1}), yet every player is equally likely to win.',
  'answers.insightAllEqual': 'Every player wins in as many universes and is as likely to win.',
  'answers.insightWhy':
    'Universes are not equally likely: a game that ends after k turns is one of ' +
    '(sides^rolls)^k equally likely roll sequences, so universes of shorter games weigh more.',

  'rolls.title': 'Roll frequencies',
  'rolls.notSolved': 'Part 2 was not solved, so there are no roll frequencies.',
  'rolls.what': '{0} rolls of a {1}-sided die',
  'rolls.caption': 'Sums of {0} ({1} outcomes)',
  'rolls.sum': 'Sum',
  'rolls.sumInTitle': 'sum',
  'rolls.ways': 'Ways',
  'rolls.labelList': 'Ways to roll each sum: {0}.',
  'rolls.labelSummary':
    'Ways to roll each of {0} sums from {1} to {2}; the most likely sum is {3} ({4} ways). See the table.',
  'rolls.tableAll': 'Table of all {0} sums',
  'rolls.help':
    'Every turn the Dirac die splits the universe once per outcome of {0}: {1} universes, but only {2} different moves.',

  'memo.title': 'Memo',
  'memo.none':
    'No memo statistics: the memoized strategy runs by default only on small games (up to {0} ' +
    'states, with counts below 2^53); use Run all strategies to run it up to its own limits.',
  'memo.help':
    'The memo stores one count per reachable game state (positions, scores, whose turn), filled ' +
    'from the end of the game back to its start. Calls: the states met walking back turn by turn;' +
    ' a state met again after another number of turns is a hit; each state is stored once, on its' +
    ' first meeting (a miss).',
  'memo.entries': 'Entries',
  'memo.calls': 'Calls',
  'memo.hits': 'Hits',
  'memo.misses': 'Misses',
  'memo.hitRate': 'Hit rate',
  'memo.stateBound': 'State-space bound',
  'memo.statesUsed': 'States used',
  'memo.statesUsedValue': '{0} of the bound',
  'memo.explore': 'Explore the Game',

  'byTurn.title': 'Wins by turn',
  'byTurn.noData': 'Wins by turn come from the per-player strategy, which did not run for this game.',
  'byTurn.peak': '{0} wins most often on its turn {1} ({2} universes).',
  'byTurn.peakListed': '{0} wins most often on its turn {1} ({2} universes). By turn: {3}.',
  'byTurn.label': 'Universes won on each turn, log scale. {0}',
  'byTurn.yTitle': 'Universes won (log)',
  'byTurn.caption': 'Universes won by each player on each of its turns',
  'byTurn.help':
    'Player 1 plays its turn n before player 2 plays its turn n. Log scale: each grid line is ten times the one below; turns without wins have no bar.',
  'byTurn.tableSummary': 'Table of wins by turn',
  'byTurn.show': 'Show',
  'byTurn.showUniverses': 'Universes',
  'byTurn.probabilityPeak': '{0} most likely wins on its turn {1} ({2}).',
  'byTurn.probabilityLabel': 'Probability of winning on each turn. {0}',
  'byTurn.yTitleProbability': 'Probability of winning on that turn',
  'byTurn.captionProbability': 'Probability that each player wins on each of its turns',
  'byTurn.helpProbability':
    'The probability that the game ends with this player winning on its turn n: universes ' +
    'weighted by how likely their rolls are. Player 1 plays its turn n before player 2 plays ' +
    'its turn n.',

  'export.title': 'Export',
  'export.copyMarkdown': 'Copy as Markdown',
  'export.saveJson': 'Save as JSON…',
  'export.help': 'Copy this result as a Markdown report, or save it as JSON; each chart can be saved as SVG.',
  'export.saveSvg': 'Save as SVG',

  'gameLength.title': 'Game length',
  'gameLength.noData': 'The game length comes with the probabilities, which were not computed for this result.',
  'gameLength.summary':
    "On average the game lasts {0} moves ({1} rolls); the single most likely length is {2} moves. A move is one player's turn.",
  'gameLength.help':
    'Probability that the game ends on each move, coloured by the player who wins on it; the dashed line marks the expected length.',
  'gameLength.label':
    'Probability that the game ends on each move. Most likely on move {0} ({1}); expected length {2} moves ({3} rolls). {4}',
  'gameLength.expectedMark': 'expected {0}',
  'gameLength.xTitle': 'Move (every player’s turns counted)',
  'gameLength.xName': 'move',
  'gameLength.yTitle': 'Probability the game ends',
  'gameLength.caption': 'Probability that the game ends on each move, and who wins on it',
  'gameLength.move': 'Move',
  'gameLength.winner': 'Winner',
  'gameLength.exact': 'Exact fraction',
  'gameLength.cumulative': 'Ended by then',
  'gameLength.tableSummary': 'Table of game lengths',
  'gameLength.exactHidden': 'The exact fractions are hidden in spoiler-free mode: the answer follows from them.',

  'composition.title': 'How the answer is made',
  'composition.noData': 'The per-player composition was not computed for this result.',
  'composition.summary': 'Show how the part 2 counts are composed from each player alone',
  'composition.why':
    "The players roll independent dice, and a player's moves never depend on the other " +
    "player's rolls. So a universe is just a pair of solo histories, one per player: each " +
    'player can be played alone, and the two solo games are multiplied together turn by turn.',
  'composition.howTwo':
    'Player 1 wins on its turn t in the universes where it first reaches the target on its ' +
    'turn t (alone) and player 2 is still playing after its turn t − 1. Player 2 wins on its ' +
    'turn t where it first reaches the target on its turn t and player 1 is still playing ' +
    'after its turn t.',
  'composition.howMany':
    'A player wins on its turn t in the universes where it first reaches the target on its ' +
    'turn t (alone) and every other player is still playing: those before it after their turn ' +
    't, those after it after their turn t − 1.',
  'composition.winsAlone': 'P{0} wins alone on turn t',
  'composition.player2Alive': 'P2 still playing after turn t − 1',
  'composition.player1Alive': 'P1 still playing after turn t',
  'composition.othersAlive': 'Others still playing (P{0})',
  'composition.term': 'P{0} wins on turn t (product)',
  'composition.running': 'P{0} running sum',
  'composition.caption': "Each player's universes won by turn: solo wins × the others still playing, summed",
  'composition.ends': 'The running sums end exactly at the counts in the answer: {0}.',
  'composition.mismatch': 'The running sums end at {0}, which is not the answer: please report this.',

  'heatmap.title': 'Starting positions',
  'heatmap.cellLabel': 'Player 1 on {0}, player 2 on {1}: player 1 wins {2}',
  'heatmap.cellLabelCurrent': '{0} (the current input)',
  'heatmap.pairTitle': 'Starting spaces {0}',
  'heatmap.solving': 'solving…',
  'heatmap.playerWins': 'Player {0} wins',
  'heatmap.winsValue': '{0} ({1})',
  'heatmap.notAvailable': 'not available',
  'heatmap.range': '{0} to {1}',
  'heatmap.belowFairShare': 'Player 1 below its fair share',
  'heatmap.aboveFairShare': 'Player 1 above its fair share',
  'heatmap.player2Favoured': 'Player 2 favoured',
  'heatmap.player1Favoured': 'Player 1 favoured',
  'heatmap.tooLarge': 'The board ({0} spaces) is too large for the table of all starting positions.',
  'heatmap.corner': 'P1 \\ P2',
  'heatmap.caption': "Player 1's share by starting space (rows: player 1, columns: player 2)",
  'heatmap.choose': 'Choose a cell to see the answers for that pair of starting spaces.',
  'heatmap.pairCovered': "Your input's own starting spaces: hidden in spoiler-free mode.",
  'heatmap.help':
    "Colour: player 1's share of all universes for each pair of starting spaces. Choose a cell " +
    'to solve that pair; arrow keys move between cells. The current input is outlined.',
  'heatmap.helpOthers':
    "Colour: player 1's share of all universes for each pair of starting spaces (the other " +
    'players stay on their spaces: {0}). Choose a cell to solve that pair; arrow keys move ' +
    'between cells. The current input is outlined.',
  'heatmap.otherPlayer': 'player {0} on {1}',
  'heatmap.cellLabelProbability': 'Player 1 on {0}, player 2 on {1}: player 1 wins with probability {2}',
  'heatmap.cellLabelDisagree': '{0}; universes and probability disagree on the winner',
  'heatmap.captionProbability':
    "Player 1's probability of winning by starting space (rows: player 1, columns: player 2)",
  'heatmap.show': 'Colour by',
  'heatmap.helpProbabilityMode':
    "The colours now show player 1's probability of winning (universes weighted by how likely their rolls are) instead of its share of universes.",
  'heatmap.showShare': 'Share of universes',
  'heatmap.disagreeNone': 'For every pair, the player who wins in more universes is also the more likely winner.',
  'heatmap.disagreeIntro':
    'Marked cells: in {0} pairs the player who wins in more universes is not the more likely winner.',
  'heatmap.disagreePair': 'Player 1 on {0}, player 2 on {1}',

  'replay.title': 'Part 1 replay',
  'replay.tooLong': 'The part 1 game is too long to chart turn by turn.',
  'replay.winnerLine': '{0} reaches {1} on its turn {2} and wins.',
  'replay.otherLine': '{0} ends with {1} after {2} turns.',
  'replay.label': 'Part 1 scores after each turn, target {0} (dashed line). {1}',
  'replay.score': 'Score',
  'replay.target': 'target {0}',
  'replay.winsOnTurn': '{0} wins on turn {1}',
  'replay.tableSummary': 'Table of scores by turn',
  'replay.caption': 'Score of each player after each of its turns',

  'compare.title': 'Strategies compared',
  'compare.aboutPerPlayer': "each player's dice alone, then combined turn by turn",
  'compare.aboutMemo': 'every reachable game state stored once, filled from the end of the game back',
  'compare.aboutFrontier': 'breadth-first, equal game states merged each turn',
  'compare.aboutWeighted': 'tree over the distinct sums, weighted by their ways',
  'compare.aboutNaive': 'tree over every single roll',
  'compare.reported': 'reported',
  'compare.agrees': 'agrees',
  'compare.disagrees': 'disagrees',
  'compare.caption': 'Part 2 strategies on this input (all that ran must agree)',
  'compare.strategy': 'Strategy',
  'compare.time': 'Time',
  'compare.statesTouched': 'States touched',
  'compare.winsAgree': 'Wins agree',
  'compare.refused': 'Refused: {0}',
  'compare.runAll': 'Run all strategies',

  'problems.title': 'Problems',
  'problems.lineColumn': 'Line {0}, column {1}: {2}',
  'problems.line': 'Line {0}: {1}',
  'problems.rule': 'Rule {0}: {1}',
  'problems.one': 'The input could not be solved:',
  'problems.many': 'The input could not be solved ({0} problems):',
  'problems.fix': 'Fix the input or the rules below, then solve again.',

  'rules.boardSize': 'Board size (spaces)',
  'rules.rollsPerTurn': 'Rolls per turn',
  'rules.deterministicSides': 'Part 1 die sides',
  'rules.target': 'Part 1 target score',
  'rules.diracSides': 'Part 2 die sides',
  'rules.diracTarget': 'Part 2 target score',
  'rules.help':
    'Change the rules and solve again; the puzzle is board 10, 3 rolls, a 100-sided die to 1000, and a 3-sided die to 21.',
  'rules.apply': 'Apply and solve',
  'rules.reset': 'Reset to settings',
  'rules.errorWholeNumber': 'Enter a whole number.',
  'rules.errorEmpty': 'Enter a value.',
  'rules.errorDigitsOnly': 'Enter a whole number (digits only).',
  'rules.errorTooManyDigits': 'Use at most {0} digits.',
  'rules.errorAtLeast1': 'Must be at least 1.',
  'rules.errorAtMost': 'Must be at most {0}.',
} as const;

export type PanelStringKey = keyof typeof PANEL_STRINGS;

/** A table of panel strings, keyed like PANEL_STRINGS (translations may leave keys out). */
export type PanelStrings = Partial<Record<PanelStringKey, string>>;

/** Keeps only the known keys whose values are strings; anything else gives an empty table. */
export function pickPanelStrings(raw: unknown): PanelStrings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => Object.hasOwn(PANEL_STRINGS, key) && typeof value === 'string'),
  );
}
