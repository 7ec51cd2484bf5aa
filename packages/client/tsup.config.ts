import { defineConfig } from 'tsup';

/**
 * The published package: ESM and CommonJS with type declarations. The contract (zod schemas, routes) is bundled in,
 * JavaScript and types alike, so what `pnpm pack` produces depends only on packages from npm (@ts-rest/core, zod,
 * eventsource-parser, standardwebhooks).
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  tsconfig: 'tsconfig.build.json',
  noExternal: ['@docent/contract'],
  // The contract's source is mapped in by path, so its declarations are inlined rather than imported.
  dts: { compilerOptions: { baseUrl: '.', paths: { '@docent/contract': ['../contract/src/index.ts'] } } },
});
