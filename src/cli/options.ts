/** The command line: its options, their help and checks; the rule flags (--board, ...) come from the rule table. */
import { parseArgs } from 'node:util';
import { LIMITS, RULE_TABLE, STRATEGY_NAMES, type RuleDescriptor, type RulesInput, type StrategyName } from '../core';
import { parseAnswer } from '../core/answer';
import { stateOfKey, type GameState } from '../core/explore';
import { JUDGE_LIMITS } from '../core/limits';
import { printable, quote, type CliOutcome } from './text';

/** A mistake on the command line: exit code 2, the message and a short usage. */
class UsageError extends Error {}

/** What the command line asks for, every value checked. */
export interface Command {
  help: boolean;
  json: boolean;
  compare: boolean;
  strategy?: StrategyName;
  players?: number[];
  part?: 1 | 2;
  maxWork?: number;
  /** Only the rules given on the command line; the core fills in the defaults. */
  rules: RulesInput;
  /** The input file, '-' for standard input; undefined with --players. */
  file?: string;
  /** explore's --state. */
  state?: GameState;
  /** check's --answer, read as the input box reads it (parseAnswer) once the part is known. */
  answer?: bigint;
  answerText?: string;
  /** judge's --command (the learner's command line), --cases, --timeout (in ms) and --jobs. */
  program?: string;
  cases?: 'sample' | 'pairs' | 'all';
  timeoutMs?: number;
  jobs?: number;
}

/** An option; with a `metavar` (its placeholder in the help, "N") it takes a value. */
interface OptionSpec {
  flag: string;
  /** A one-letter alias (-h). */
  short?: string;
  metavar?: string;
  help: string;
  /** What the value must be, for messages: "--board expects <this>, got '-5'". */
  expects?: string;
  /** Stores the checked value (a switch has none); returns false when `raw` is not a valid value. */
  set: (command: Command, raw: string) => boolean;
}

const toggle = (flag: 'json' | 'compare' | 'help', help: string, short?: string): OptionSpec => ({
  flag,
  short,
  help,
  set: (c) => (c[flag] = true),
});

/** A bound as a reader wants it: 1000 stays 1000, 10^100 is not spelled out in 101 digits. */
export function showBound(value: number | bigint): string {
  const digits = value.toString();
  return /^10{6,}$/.test(digits) ? `10^${digits.length - 1}` : digits;
}

/** The value of a whole-number flag within [min, max], or undefined. Leading zeros are fine; no sign, no exponent. */
function wholeNumber(raw: string, min: bigint, max: bigint): bigint | undefined {
  if (!/^[0-9]+$/.test(raw)) return undefined;
  const digits = raw.replace(/^0+(?=.)/, '');
  // Longer than the maximum's digits: out of range, without turning a huge argument into a bigint.
  if (digits.length > max.toString().length) return undefined;
  const value = BigInt(digits);
  return value >= min && value <= max ? value : undefined;
}

function ruleOption(rule: RuleDescriptor): OptionSpec {
  const min = BigInt(rule.min);
  const max = BigInt(rule.max);
  return {
    flag: rule.flag,
    metavar: 'N',
    help: `${rule.summary}: default ${rule.default}, ${showBound(rule.min)} to ${showBound(rule.max)} ${rule.unit}`,
    expects: `a whole number from ${showBound(rule.min)} to ${showBound(rule.max)}`,
    set(command, raw) {
      const value = wholeNumber(raw, min, max);
      if (value === undefined) return false;
      (command.rules as Record<string, number | bigint>)[rule.name] = rule.kind === 'bigint' ? value : Number(value);
      return true;
    },
  };
}

/** 2e10 rather than 20000000000. */
function showWork(value: number): string {
  return value >= 1e6 ? value.toExponential().replace('e+', 'e') : String(value);
}

const PLAYERS: OptionSpec = {
  flag: 'players',
  metavar: 'LIST',
  help: 'starting positions, comma-separated, instead of a file',
  expects: 'a list of starting positions like 4,8',
  set(c, raw) {
    // How many players, and where, is the core's to check (with the same messages as for a file).
    const items = raw.split(',').map((p) => p.trim());
    if (!items.every((p) => /^[0-9]+$/.test(p))) return false;
    c.players = items.map(Number);
    return true;
  },
};

/** The solve's options, in the order the help lists them (commandSpec adds --help). */
const OPTIONS: readonly OptionSpec[] = [
  toggle('json', 'print the whole result as one JSON object'),
  {
    flag: 'strategy',
    metavar: 'NAME',
    help: `part 2 strategy: ${STRATEGY_NAMES.join(', ')} (default ${STRATEGY_NAMES[0]})`,
    expects: `one of ${STRATEGY_NAMES.join(', ')}`,
    set(c, raw) {
      if (!(STRATEGY_NAMES as readonly string[]).includes(raw)) return false;
      c.strategy = raw as StrategyName;
      return true;
    },
  },
  toggle('compare', 'also run every other strategy that its cost estimate allows'),
  PLAYERS,
  {
    flag: 'part',
    metavar: '1|2',
    help: 'solve only this part',
    expects: '1 or 2',
    set(c, raw) {
      if (raw !== '1' && raw !== '2') return false;
      c.part = raw === '1' ? 1 : 2;
      return true;
    },
  },
  ...RULE_TABLE.map(ruleOption),
  {
    flag: 'max-work',
    metavar: 'N',
    help: `refuse part 2 above this estimated cost in steps (default ${showWork(LIMITS.maxWork)})`,
    expects: `a positive number like ${showWork(LIMITS.maxWork)}`,
    set(c, raw) {
      const n = raw.trim() === '' ? NaN : Number(raw);
      if (!Number.isFinite(n) || n < 1) return false;
      c.maxWork = n;
      return true;
    },
  },
];

/** `dirac-dice explore`'s options: one state of part 2's game under the rules. */
const EXPLORE_OPTIONS: readonly OptionSpec[] = [
  toggle('json', 'print the state, its wins and its children as one JSON object'),
  PLAYERS,
  ...RULE_TABLE.map(ruleOption),
  {
    flag: 'state',
    metavar: 'P1,S1,P2,S2,T',
    help: "each player's space and score, then the player to move (default: the start)",
    expects: "each player's space and score, then the player to move, like 4,0,8,0,1",
    set(c, raw) {
      c.state = stateOfKey(raw) ?? undefined;
      return c.state !== undefined;
    },
  },
];

const SYNOPSIS = `Usage: dirac-dice <file|-> [options]
       dirac-dice --players 4,8 [options]
       dirac-dice explore <file|-> [--state P1,S1,P2,S2,T] [options]
       dirac-dice check <file|-> --part 1|2 --answer N [options]
       dirac-dice judge [<file|->] --command "CMD" [options]`;

/** `dirac-dice check`'s options: a solve's, less the strategies, plus the answer. */
const CHECK_OPTIONS: readonly OptionSpec[] = [
  ...OPTIONS.filter((o) => o.flag !== 'strategy' && o.flag !== 'compare'),
  {
    flag: 'answer',
    metavar: 'N',
    help: "the answer to check (its digits, grouped with , _ ' or spaces if you like)",
    expects: 'the answer to check, a whole number',
    set(c, raw) {
      c.answerText = raw;
      return true;
    },
  },
];

const CHECK_SYNOPSIS = `Usage: dirac-dice check <file|-> --part 1|2 --answer N [options]
       dirac-dice check --players 4,8 --part 1|2 --answer N [options]`;

const EXPLORE_SYNOPSIS = `Usage: dirac-dice explore <file|-> [--state P1,S1,P2,S2,T] [options]
       dirac-dice explore --players 4,8 [--state P1,S1,P2,S2,T] [options]`;

const JUDGE_OPTIONS: readonly OptionSpec[] = [
  {
    flag: 'command',
    metavar: 'CMD',
    help: 'your program, e.g. "python3 day21.py {input}" ({input}: the input file; else stdin)',
    expects: 'a command line like "python3 day21.py {input}"',
    set: (c, raw) => (c.program = raw).trim() !== '',
  },
  {
    flag: 'cases',
    metavar: 'WHICH',
    help: 'sample (4, 8), pairs (the 100 starting pairs), or all: the pairs and the file (default)',
    expects: 'sample, pairs or all',
    set: (c, raw) => ['sample', 'pairs', 'all'].includes((c.cases = raw as Command['cases']) as string),
  },
  { ...OPTIONS.find((o) => o.flag === 'part')!, help: 'judge only this part' },
  {
    flag: 'timeout',
    metavar: 'SECONDS',
    help: `time limit per case (default ${JUDGE_LIMITS.timeoutMs / 1000})`,
    expects: 'a positive number of seconds',
    set(c, raw) {
      const seconds = /^\d*\.?\d+$/.test(raw) ? Number(raw) : NaN;
      c.timeoutMs = seconds * 1000;
      return seconds > 0 && seconds <= 86_400;
    },
  },
  {
    flag: 'jobs',
    metavar: 'N',
    help: 'cases run at once (default: the number of CPUs)',
    expects: 'a whole number from 1 to 256',
    set: (c, raw) => (c.jobs = Number(wholeNumber(raw, 1n, 256n) ?? 0)) > 0,
  },
  toggle('json', "print each case's verdicts and the summary as one JSON object"),
];

export const JUDGE = commandSpec(
  'dirac-dice judge',
  'Usage: dirac-dice judge [<file|->] --command "CMD" [--cases sample|pairs|all] [--part 1|2] [options]',
  [
    "Runs your program on each case (no shell) and judges each part's answer: passed, wrong (too high",
    'or too low, and the known mistake that gives it), timeout, crashed, unreadable or output-limit;',
    'never prints a right answer. Exit code 0: every part passed, 1: not, 2: a usage error.',
  ].join('\n'),
  JUDGE_OPTIONS,
  (c) => {
    if (c.program === undefined) throw new UsageError('judge needs your program: --command "CMD"');
    if (c.file !== undefined && c.cases !== undefined && c.cases !== 'all')
      throw new UsageError(`--cases ${c.cases} judges no file: give --cases all, or no file`);
  },
  true,
);

/** A command: its name, options (--help last) and help, the usage shown after a mistake, and what it requires (a check throwing UsageError). */
function commandSpec(
  name: string,
  synopsis: string,
  summary: string,
  own: readonly OptionSpec[],
  require?: (command: Command) => void,
  fileOptional = false,
) {
  const options = [...own, toggle('help', 'show this help', 'h')];
  const help = [synopsis, '', summary, '', 'Options:'];
  for (const o of options) {
    const flag = `${o.short ? `-${o.short}, ` : ''}--${o.flag}${o.metavar ? ` ${o.metavar}` : ''}`;
    help.push(`  ${flag.padEnd(21)}  ${o.help}`);
  }
  const usage = `${synopsis}\nRun '${name} --help' for the options.`;
  return { name, options, help: help.join('\n'), usage, require, fileOptional };
}

export const SOLVE = commandSpec(
  'dirac-dice',
  SYNOPSIS,
  'Solves Advent of Code 2021 day 21 (Dirac Dice) exactly.',
  OPTIONS,
);

export const EXPLORE = commandSpec(
  'dirac-dice explore',
  EXPLORE_SYNOPSIS,
  "Shows one state of part 2's game: the universes each player wins from it, made of its children's (one per roll sum).",
  EXPLORE_OPTIONS,
);

export const CHECK = commandSpec(
  'dirac-dice check',
  CHECK_SYNOPSIS,
  [
    'Says whether N is the answer to that part, else whether it is too high or too low and which known',
    'mistakes give it, and never prints the answer. Exit code 0: correct, 1: not the answer,',
    '2: a usage error, or no check made (the input, the rules or a limit; the message says).',
  ].join('\n'),
  CHECK_OPTIONS,
  (c) => {
    if (c.part === undefined) throw new UsageError('check needs the part: --part 1 or --part 2');
    if (c.answerText === undefined) throw new UsageError('check needs the answer to check: --answer N');
    const read = parseAnswer(c.answerText, undefined, c.part); // a line labelled with the other part is refused
    if (!read.ok) throw new UsageError(`--answer: ${read.problem.message}`);
    c.answer = read.value;
  },
);

/**
 * Reads argv into a Command; throws UsageError naming the flag as the user wrote it. Non-strict
 * parseArgs, so `--board -5` is checked as a value, not refused as an ambiguous argument.
 */
function parseCommandLine(argv: readonly string[], options: readonly OptionSpec[], fileOptional: boolean): Command {
  const { tokens } = parseArgs({
    args: [...argv],
    strict: false,
    allowPositionals: true,
    tokens: true,
    options: Object.fromEntries(
      options.map((o) => [o.flag, { type: o.metavar ? 'string' : 'boolean', ...(o.short && { short: o.short }) }]),
    ),
  });
  const command: Command = { help: false, json: false, compare: false, rules: {} };
  if (tokens.some((t) => t.kind === 'option' && t.name === 'help')) return { ...command, help: true };
  const byFlag = new Map(options.map((o) => [o.flag, o]));
  const seen = new Set<string>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const option = byFlag.get(token.name);
    if (option === undefined) throw new UsageError(`unknown option ${quote(token.rawName)}`);
    const flag = `--${option.flag}`;
    if (seen.has(option.flag)) throw new UsageError(`${flag} given twice`);
    seen.add(option.flag);
    if (!option.metavar) {
      if (token.value !== undefined) throw new UsageError(`${flag} takes no value, got ${quote(token.value)}`);
      option.set(command, '');
    } else if (token.value === undefined) {
      throw new UsageError(`${flag} needs a value: ${option.expects}`);
    } else if (!token.inlineValue && token.value.startsWith('--')) {
      // `--board --json`: parseArgs took the next flag as the value; say what is missing instead.
      throw new UsageError(`${flag} needs a value: ${option.expects} (found the option ${quote(token.value)})`);
    } else if (!option.set(command, token.value)) {
      throw new UsageError(`${flag} expects ${option.expects}, got ${quote(token.value)}`);
    }
  }
  if (command.players !== undefined) {
    if (positionals.length > 0) throw new UsageError('give either a file or --players, not both');
  } else {
    if (positionals.length > 1 || (positionals.length === 0 && !fileOptional))
      throw new UsageError('expected one input file (or - for standard input)');
    command.file = positionals[0];
  }
  return command;
}

/**
 * The command `argv` asks for, or the outcome that answers it instead: the help, or a usage mistake
 * (exit code 2, "dirac-dice: what is wrong" and the usage).
 */
export function commandOf(argv: readonly string[], spec: ReturnType<typeof commandSpec>): Command | CliOutcome {
  try {
    const command = parseCommandLine(argv, spec.options, spec.fileOptional);
    if (command.help) return { code: 0, out: `${spec.help}\n`, err: '' };
    spec.require?.(command);
    return command;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { code: 2, out: '', err: `${spec.name}: ${printable(error.message)}\n${spec.usage}\n` };
  }
}
