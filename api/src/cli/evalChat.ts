// `npm run eval:chat`: the assistant's evaluation (api/src/features/chat/domain/evaluation/cases.json)
// against the embedded assistant, or against the model configured with OPENAI_API_KEY,
// OPENAI_BASE_URL and CHAT_MODEL: the score and every miss, so an agency can compare a model
// with the embedded assistant before it switches. A model should reach 95 %.
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../shared/config';
import {
  cases,
  embeddedAnswerer,
  evaluateCase,
  loadOpenAIProvider,
  providerAnswerer,
  type Answerer,
} from '../features/chat';
import { createLogger } from '../shared/logger';

/** The share of cases a model must pass to be worth switching to. */
export const MODEL_TARGET = 0.95;

/** Runs every case and prints the misses and the score; the exit code says whether the target was met. */
export async function evalChat(env: Record<string, string | undefined>, print: (line: string) => void) {
  const config = loadConfig(env);
  let answerer: Answerer = embeddedAnswerer;
  let name = 'het ingebouwde antwoordsysteem';
  if (config.openai) {
    const { createOpenAIProvider } = await loadOpenAIProvider();
    answerer = providerAnswerer(createOpenAIProvider({ ...config.openai, logger: createLogger('warn') }));
    name = `het model ${config.openai.model}`;
  }
  print(`Evaluatie van ${name}: ${cases.length} vragen.`);
  let passed = 0;
  for (const testCase of cases) {
    let problems: string[];
    let text = '';
    try {
      const outcome = await evaluateCase(answerer, testCase);
      problems = outcome.problems;
      text = outcome.result.text;
    } catch (error) {
      problems = [`geen antwoord: ${error instanceof Error ? error.message : String(error)}`];
    }
    if (problems.length === 0) {
      passed++;
      continue;
    }
    print('');
    print(`MIS ${testCase.id} (${testCase.category}): ${[...(testCase.before ?? []), testCase.question].join(' / ')}`);
    for (const problem of problems) print(`  - ${problem}`);
    if (text) print(`  antwoord: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  const score = passed / cases.length;
  const target = config.openai ? MODEL_TARGET : 1;
  print('');
  print(`Score: ${passed}/${cases.length} (${Math.round(score * 1000) / 10} %), doel ${target * 100} %.`);
  return score >= target ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  evalChat(process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(2);
    },
  );
}
