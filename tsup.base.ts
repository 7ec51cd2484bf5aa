import type { Options } from 'tsup';

/**
 * The production build of a workspace package or app: ESM for Node 20, one file per entry (plus shared chunks) in
 * dist/. Dependencies (npm and workspace) stay imports, resolved at run time; a workspace package resolves to its
 * dist/ under the `docent-dist` condition (`node --conditions=docent-dist`), to its TypeScript source otherwise.
 */
export function nodeBuild(entry: Record<string, string>, extra: Options = {}): Options {
  return {
    entry,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir: 'dist',
    clean: true,
    sourcemap: true,
    splitting: true,
    ...extra,
  };
}
