import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

describe('openapi.json', () => {
  it('is up to date with the contract (run `pnpm --filter @docent/contract openapi`)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('lists every SPEC.md path', () => {
    const paths = Object.keys(buildOpenApiDocument().paths as object);
    for (const p of [
      '/models', '/models/{options}', '/credits', '/doc', '/doc/upload/{options}', '/doc/{docid}', '/doc/{docid}/link',
      '/doc/{docid}/chat', '/doc/{docid}/ocr', '/label', '/label/{labelid}/upload/{options}', '/label/{labelid}', '/label/{labelid}/chat',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
