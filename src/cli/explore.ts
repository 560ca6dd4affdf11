/** `dirac-dice explore`: one state of part 2's game, its wins and the sum over its roll sums that makes them. */
import { DiracDiceError } from '../core';
import { explore, stateKey, type ExploredState, type GameState } from '../core/explore';
import { group } from '../core/english';
import { problemsOf } from './format';
import { commandOf, EXPLORE } from './options';
import type { CliOutcome } from './text';

/** Runs the subcommand on its arguments (those after `explore`); `read` reads the input file as the solve does. */
export async function exploreCommand(
  argv: readonly string[],
  read: (file: string) => Promise<string | CliOutcome>,
): Promise<CliOutcome> {
  const command = commandOf(argv, EXPLORE);
  if ('code' in command) return command;
  const input = command.players ?? (await read(command.file as string));
  if (typeof input === 'object' && !Array.isArray(input)) return input;
  let view: ExploredState;
  try {
    const explorer = explore(input, command.rules);
    view = explorer.state(command.state ?? explorer.start);
  } catch (error) {
    if (!(error instanceof DiracDiceError)) throw error;
    // Only the state is a usage mistake here (exit 2); the input, the rules and the limits are refusals (exit 1).
    const lines = problemsOf(error, command);
    const shown =
      error.kind === 'usage' ? lines.map((l) => l.replace(/^dirac-dice: /, 'dirac-dice: --state: ')) : lines;
    return { code: error.kind === 'usage' ? 2 : 1, out: '', err: `${shown.join('\n')}\n` };
  }
  return { code: 0, out: command.json ? `${JSON.stringify(asJson(view), null, 2)}\n` : human(view), err: '' };
}

/** The JSON the issue specifies: counts as decimal strings, ways as a number (a string past 2^53). */
function asJson({ state, wins, children }: ExploredState) {
  return {
    state,
    wins: wins.map(String),
    children: children.map((c) => ({
      sum: c.sum,
      ways: c.ways <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(c.ways) : String(c.ways),
      won: c.won,
      state: c.state,
      wins: c.wins.map(String),
    })),
  };
}

const where = (s: GameState): string =>
  s.positions.map((p, i) => `player ${i + 1} on space ${p} with ${s.scores[i]} points`).join(', ');

/** The state, its numbers, a table of its children, and one sum line per player: ways x child wins, added up. */
function human({ state, turns, wins, reach, probability, children }: ExploredState): string {
  const n = wins.length;
  const percent = (100 * probability).toPrecision(4).replace(/\.?0+$/, '');
  const head = ['sum', 'ways', 'next state', ...wins.map((_, p) => `player ${p + 1} wins`)];
  const rows = children.map((c) => [
    String(c.sum),
    `x${group(String(c.ways))}`,
    c.state ? stateKey(c.state) : `player ${state.toMove} wins`,
    ...c.wins.map((w) => group(String(w))),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === 2 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return (
    [
      `State ${stateKey(state)} (spaces and scores, then the player to move): player ${state.toMove} to move`,
      `  ${where(state)}`,
      `  reached in ${group(String(reach))} universe${reach === 1n ? '' : 's'} after ${turns.join(' or ')} moves (probability ${percent} %)`,
      `  from here ${wins.map((w, p) => `player ${p + 1} wins in ${group(String(w))}`).join(', ')} universes`,
      '',
      line(head),
      ...rows.map(line),
      '',
      ...Array.from({ length: n }, (_, p) => {
        const terms = children.map((c) => `${group(String(c.ways))} x ${group(String(c.wins[p]))}`).join(' + ');
        return `player ${p + 1}: ${terms} = ${group(String(wins[p]))}`;
      }),
    ].join('\n') + '\n'
  );
}
