// `npm run leads -- <command> …`: the agency's command for its leads. One file per command in
// ./leads/; this file reads the command's name and arguments and runs it.
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../shared/config';
import { openDatabase, type Database } from '../shared/data/database';
import { backup } from './leads/backup';
import { chatStats } from './leads/chatStats';
import { readArguments, type CommandContext, type LeadsCommand } from './leads/command';
import { erase } from './leads/erase';
import { exportCommand } from './leads/export';
import { feedback } from './leads/feedback';
import { find } from './leads/find';
import { list } from './leads/list';
import { outbox } from './leads/outbox';
import { purge } from './leads/purge';
import { retry } from './leads/retry';
import { EXIT, USAGE, usageError } from './leads/usage';

/** Every command, by the name it is called with (USAGE in ./leads/usage.ts describes them). */
const COMMANDS: Record<string, LeadsCommand> = {
  list,
  export: exportCommand,
  feedback,
  'chat-stats': chatStats,
  purge,
  find,
  erase,
  outbox,
  retry,
  backup,
};

export interface LeadsCliOptions {
  /** An open database to use (and leave open) instead of the one the environment names. */
  database?: Database;
}

export async function runLeadsCli(
  args: string[],
  out: NodeJS.WritableStream = process.stdout,
  options: LeadsCliOptions = {},
): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') {
    out.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) return usageError(out, `Onbekende opdracht: ${name}`);
  const parsed = readArguments(command, rest);
  if (parsed.problem !== undefined) return usageError(out, parsed.problem);

  let config: Config | undefined;
  const context: CommandContext = {
    out,
    config: () => (config ??= loadConfig()),
    given: options.database,
    async withDatabase(work) {
      if (options.database) return work(options.database);
      const { databaseUrl, dataDir } = context.config();
      const database = await openDatabase({ databaseUrl, dataDir });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
  };
  return command.run(parsed, context);
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  runLeadsCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = error instanceof ConfigError ? EXIT.usage : EXIT.error;
    },
  );
}
