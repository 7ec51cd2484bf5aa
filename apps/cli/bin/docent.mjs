#!/usr/bin/env node
// `docent`: the admin CLI from its TypeScript sources, through tsx (development: `pnpm exec docent …` anywhere in the
// repository). Production images run the compiled apps/cli/dist/docent.js (docker/bin/docent).
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/docent.ts', import.meta.url).href);
