import { defineConfig } from 'tsup';
import { nodeBuild } from '../../tsup.base';

// The parser child process is an entry of its own: the pool forks dist/extraction-child.js beside the bundle.
export default defineConfig(
  nodeBuild({ index: 'src/index.ts', 'extraction-child': 'src/extraction/extraction-child.ts' }),
);
