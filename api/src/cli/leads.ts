// `npm run leads -- <command> …`: the agency's command for its leads. One file per command in
// ./leads/; this file reads the command's name and arguments and runs it.
import { loadConfig, type Config } from '../shared/config';
import { openDatabase, type Database } from '../shared/data/database';
import { backup } from './leads/backup';
import { chatStats } from './leads/chatStats';
import { chooseCommand, runAsEntryPoint, type CommandContext, type LeadsCommand } from './leads/command';
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
  /** The environment to read the configuration from (the process's by default). */
  env?: Record<string, string | undefined>;
}

export async function runLeadsCli(
  args: string[],
  out: NodeJS.WritableStream = process.stdout,
  options: LeadsCliOptions = {},
): Promise<number> {
  const chosen = chooseCommand(args, COMMANDS, { out, usage: USAGE, usageError });
  if ('exitCode' in chosen) return chosen.exitCode;
  const { command, parsed } = chosen;

  let config: Config | undefined;
  const context: CommandContext = {
    out,
    config: () => (config ??= loadConfig(options.env)),
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

runAsEntryPoint(import.meta.url, runLeadsCli, EXIT);
