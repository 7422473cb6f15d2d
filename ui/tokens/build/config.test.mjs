import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED, OUTPUTS, SOURCES } from './config.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

describe('the build configuration', () => {
  it.each(Object.values(SOURCES))('when the build reads %s, then it is a file of the repository', (path) => {
    expect(existsSync(join(root, path))).toBe(true);
  });

  it('when the outputs are written, then each goes to a file of its own', () => {
    expect(new Set(Object.values(OUTPUTS)).size).toBe(Object.values(OUTPUTS).length);
  });

  it('when a generated file says where it comes from, then it names both sources and the command', () => {
    expect(GENERATED).toContain(SOURCES.tokens);
    expect(GENERATED).toContain(SOURCES.reducedMotion);
    expect(GENERATED).toContain('npm run tokens');
  });
});
