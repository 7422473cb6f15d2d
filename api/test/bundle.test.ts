// The bundled server and commands load the model client (openai) and the mail client
// (nodemailer) only when a channel that needs them is configured: compose.ts imports those
// channels lazily, and the bundle must keep them lazy instead of hoisting their packages to the
// top of the entry.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const api = join(import.meta.dirname, '..');
let outdir = '';

/** The packages a bundle file imports statically, and the bundle files it imports statically. */
function staticImports(file: string): { packages: string[]; files: string[] } {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["'];?/gm)].map((m) => m[1]!);
  return {
    packages: specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('node:')),
    files: specifiers.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s)),
  };
}

/** Every package loaded when `entry` starts, through the files it imports statically. */
function packagesAtStart(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = staticImports(file);
    for (const name of found.packages) packages.add(name);
    for (const next of found.files) visit(next);
  };
  visit(entry);
  return packages;
}

describe('the bundled api', { timeout: 60_000 }, () => {
  beforeAll(() => {
    outdir = mkdtempSync(join(tmpdir(), 'api-bundle-'));
    execFileSync(process.execPath, [join(api, 'scripts', 'build.mjs'), outdir], { stdio: 'pipe' });
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('when the server starts, then neither the model client nor the mail client is loaded; express is', () => {
    const loaded = packagesAtStart(join(outdir, 'server.mjs'));
    expect(loaded).toContain('express');
    expect(loaded).not.toContain('openai');
    expect(loaded).not.toContain('nodemailer');
  });

  it('when a command starts, then it loads neither the model client nor the mail client', () => {
    for (const command of ['cli/leads.mjs', 'cli/staff.mjs']) {
      const loaded = packagesAtStart(join(outdir, command));
      expect(loaded, command).not.toContain('openai');
      expect(loaded, command).not.toContain('nodemailer');
    }
  });
});
