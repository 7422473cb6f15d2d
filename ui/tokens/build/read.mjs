// Reading the sources: tokens.json and reduced-motion.json, parsed and checked, so every later
// step may trust their shape.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkSource } from './check.mjs';
import { SOURCES } from './config.mjs';

async function readJson(root, path) {
  const text = await readFile(join(root, path), 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${error.message}`, { cause: error });
  }
}

/**
 * The two sources under `root` (the repository), checked. Throws, naming the file and the token,
 * when one is not valid JSON or not a token set the build can write.
 *
 * @param {string} root
 * @returns {Promise<{ source: object; reducedMotionSource: object }>}
 */
export async function readSources(root) {
  const source = await readJson(root, SOURCES.tokens);
  const reducedMotionSource = await readJson(root, SOURCES.reducedMotion);
  checkSource(source, reducedMotionSource);
  return { source, reducedMotionSource };
}
