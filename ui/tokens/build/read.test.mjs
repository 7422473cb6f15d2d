import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOURCES } from './config.mjs';
import { readSources } from './read.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tokens-read-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path, contents) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), typeof contents === 'string' ? contents : JSON.stringify(contents));
}

const tokens = { space: { $type: 'dimension', md: { $value: { value: 1, unit: 'rem' } } } };

describe('reading the sources', () => {
  it('when both files are valid, then it gives their trees', async () => {
    write(SOURCES.tokens, tokens);
    write(SOURCES.reducedMotion, {});
    await expect(readSources(root)).resolves.toEqual({ source: tokens, reducedMotionSource: {} });
  });

  it('when a file is not JSON, then the error names the file', async () => {
    write(SOURCES.tokens, tokens);
    write(SOURCES.reducedMotion, '{ "duration": ');
    await expect(readSources(root)).rejects.toThrow(`${SOURCES.reducedMotion} is not valid JSON`);
  });

  it('when a token is malformed, then nothing is returned and the error names it', async () => {
    write(SOURCES.tokens, { space: { $type: 'dimension', md: { $value: '16px' } } });
    write(SOURCES.reducedMotion, {});
    await expect(readSources(root)).rejects.toThrow('ui/tokens/tokens.json: space.md: a dimension is');
  });
});
