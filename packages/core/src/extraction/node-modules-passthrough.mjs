import { readFile } from 'node:fs/promises';

/**
 * Module hook (registered after tsx, so it runs first): ES modules of node_modules (.mjs) are loaded as they are,
 * without going through tsx; everything else goes on to tsx.
 */
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.includes('/node_modules/') && new URL(url).pathname.endsWith('.mjs')) {
    return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  }
  return nextLoad(url, context);
}
