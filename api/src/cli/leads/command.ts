import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, type Config } from '../../shared/config';
import type { Database } from '../../shared/data/database';

/** An option of a command: `--name VALUE` (or `--name=VALUE`), or a flag `--name`. */
export type OptionSpec = { type: 'string' } | { type: 'boolean' };
export type OptionSpecs = Record<string, OptionSpec>;

/** What was given of each option: its text, or true for a flag; undefined when not given. */
export type OptionValues<O extends OptionSpecs> = {
  [K in keyof O]?: O[K] extends { type: 'boolean' } ? boolean : string;
};

/** What a command gets besides its arguments. */
export interface CommandContext {
  out: NodeJS.WritableStream;
  /** The settings of the environment, read when first asked for (a ConfigError ends the command). */
  config(): Config;
  /** The database the caller gave, which stays open; undefined when the environment's is used. */
  given: Database | undefined;
  /** Runs `work` on the given database, or on the environment's, opened and closed around it. */
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
}

/** One command of `npm run leads`: its options, and what it does with them. */
export interface LeadsCommand<O extends OptionSpecs = OptionSpecs> {
  options: O;
  /**
   * What to say when an option that takes a value comes without one (`--limit` at the end,
   * or followed by another option); a general message otherwise.
   */
  missingValue?: { [K in keyof O]?: string };
  /** Whether it takes arguments besides its options (`backup`: the file). */
  positionals?: boolean;
  run(input: { values: OptionValues<O>; positionals: string[] }, context: CommandContext): Promise<number>;
}

/** A command, with its option names checked against what `run` and `missingValue` use. */
export const defineCommand = <O extends OptionSpecs>(command: LeadsCommand<O>): LeadsCommand<O> => command;

export type ParsedArguments<O extends OptionSpecs> =
  { values: OptionValues<O>; positionals: string[]; problem?: undefined } | { problem: string };

/**
 * Reads a command's arguments strictly (node:util parseArgs with `strict: true`): an option the
 * command does not know, an option without its value, a value given to a flag or an argument it
 * does not take is a problem, said in Dutch, and never silently ignored.
 */
export function readArguments<O extends OptionSpecs>(command: LeadsCommand<O>, args: string[]): ParsedArguments<O> {
  const config = { args, options: command.options, allowPositionals: command.positionals ?? false };
  try {
    const { values, positionals } = parseArgs({ ...config, strict: true });
    return { values: values as OptionValues<O>, positionals };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) throw error;
    // parseArgs says what is wrong in English, naming the argument only inside its message:
    // the same arguments read leniently, as tokens, show which one it refused.
    const { tokens } = parseArgs({ ...config, strict: false, allowPositionals: true, tokens: true });
    return { problem: problemIn(command, tokens) ?? (error as Error).message };
  }
}

/** How a command line tells a mistake: it says the problem, then the usage; returns the exit code. */
type UsageError = (out: NodeJS.WritableStream, problem: string) => number;

/**
 * The command that `args` names, with its arguments read strictly; or the exit code when there
 * is none to run: help asked for (the usage printed, exit code 0), an unknown command or wrong
 * arguments (said with `usageError`).
 */
export function chooseCommand<C extends LeadsCommand>(
  args: string[],
  commands: Record<string, C>,
  { out, usage, usageError }: { out: NodeJS.WritableStream; usage: string; usageError: UsageError },
): { command: C; parsed: { values: OptionValues<C['options']>; positionals: string[] } } | { exitCode: number } {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') {
    out.write(`${usage}\n`);
    return { exitCode: 0 };
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (command === undefined) return { exitCode: usageError(out, `Onbekende opdracht: ${name}`) };
  const parsed = readArguments(command, rest);
  if (parsed.problem !== undefined) return { exitCode: usageError(out, parsed.problem) };
  return { command, parsed };
}

/**
 * Runs a command line when `moduleUrl` is the process's entry point, with the process's
 * arguments: its exit code is the process's. A thrown error is printed; its exit code is
 * `exits.usage` for settings that are wrong (a ConfigError), `exits.error` for any other.
 */
export function runAsEntryPoint(
  moduleUrl: string,
  main: (args: string[]) => Promise<number>,
  exits: { usage: number; error: number },
): void {
  const entry = process.argv[1];
  if (entry === undefined || moduleUrl !== pathToFileURL(entry).href) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = error instanceof ConfigError ? exits.usage : exits.error;
    },
  );
}

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];

/** The first argument that strict parsing refuses, in Dutch. */
function problemIn(command: LeadsCommand<OptionSpecs>, tokens: readonly Token[]): string | undefined {
  for (const token of tokens) {
    if (token.kind === 'positional' && !command.positionals) return `Onverwacht argument: ${token.value}`;
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(command.options, token.name) ? command.options[token.name] : undefined;
    if (spec === undefined) return unknownOption(token.rawName, Object.keys(command.options));
    if (spec.type === 'boolean' && token.value !== undefined) return `De optie ${token.rawName} neemt geen waarde.`;
    // Read leniently, `--email --yes` gives --email the value "--yes": strictly, that is no value.
    const noValue = token.value === undefined || (!token.inlineValue && token.value.startsWith('-'));
    if (spec.type === 'string' && noValue) {
      return command.missingValue?.[token.name] ?? `Geef bij ${token.rawName} een waarde op.`;
    }
  }
  return undefined;
}

/** "Onbekende optie: --emial (bedoel je --email?)": a near miss of a known option is named. */
function unknownOption(rawName: string, known: readonly string[]): string {
  const given = rawName.replace(/^-+/, '');
  const nearest = known
    .map((name) => ({ name, distance: editDistance(given, name) }))
    .filter(({ distance }) => distance <= 2 && distance < given.length)
    .sort((a, b) => a.distance - b.distance)[0];
  return `Onbekende optie: ${rawName}${nearest ? ` (bedoel je --${nearest.name}?)` : ''}`;
}

/** Levenshtein distance: the fewest single-letter insertions, deletions and changes from a to b. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, change));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
