import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@docent/db/testing';
import { lexemeFrequencies } from './lexeme-frequency';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.drop());

it('reads how common each lexeme is from the statistics ANALYZE keeps, and nothing before there are any', async () => {
  expect((await lexemeFrequencies(t.db)).size).toBe(0);
});
