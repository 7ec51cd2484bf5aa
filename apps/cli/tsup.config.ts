import { defineConfig } from 'tsup';
import { nodeBuild } from '../../tsup.base';

export default defineConfig(nodeBuild({ docent: 'src/docent.ts', start: 'src/start.ts' }));
