import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalChat, MODEL_TARGET } from '../src/cli/evalChat';
import { cases } from '../src/features/chat/domain/evaluation/evaluation';
import { startFakeOpenAI, type FakeOpenAI } from './fakeOpenAI';

/** Runs `npm run eval:chat` in-process with this environment: its exit code and what it printed. */
async function run(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const code = await evalChat(env, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('npm run eval:chat', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());

  it('when no model is configured, then it scores the embedded assistant: every case passes', async () => {
    const { code, output } = await run({});
    expect(output).toContain('het ingebouwde antwoordsysteem');
    expect(output).toContain(`Score: ${cases.length}/${cases.length} (100 %)`);
    expect(output).not.toContain('MIS ');
    expect(code).toBe(0);
  });

  it('when a model is configured, then every case is asked of it, its misses are printed and a score below the target fails', async () => {
    fake.mode = 'stream';
    const before = fake.requests.length;
    const { code, output } = await run({
      OPENAI_API_KEY: 'eval-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      CHAT_MODEL: 'fake-model',
    });
    const conversations = cases.reduce((sum, c) => sum + 1 + (c.before?.length ?? 0), 0);
    expect(fake.requests.length - before).toBe(conversations);
    expect(output).toContain('het model fake-model');
    // The fake says "Hallo, ik ben de assistent." to everything: most cases miss, each with why.
    expect(output).toMatch(
      /MIS price-1 \(prijzen\): Wat kost een website bij jullie\?\n( {2}- .*\n)* {2}- missing "offerte"/,
    );
    expect(output).toMatch(
      new RegExp(`Score: \\d+/${cases.length} \\(\\d+(\\.\\d)? %\\), doel ${MODEL_TARGET * 100} %\\.`),
    );
    expect(code).toBe(1);
  });
});
