import { defineConfig } from 'tsup';
import { nodeBuild } from '../../tsup.base';

export default defineConfig(nodeBuild({ index: 'src/index.ts', openapi: 'src/openapi.ts' }));
