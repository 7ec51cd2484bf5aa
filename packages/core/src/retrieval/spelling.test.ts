import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english-words';
import { oneEditAway } from './spelling';

describe('oneEditAway', () => {
  it('holds the word a swap, an omission, a change or an extra letter made', () => {
    const near = oneEditAway('pipfeail');
    expect(near).toContain('pipefail'); // swapped
    expect(oneEditAway('compltion')).toContain('completion'); // a letter left out
    expect(oneEditAway('verzion')).toContain('version'); // changed
    expect(oneEditAway('packagge')).toContain('package'); // one too many
    expect(near).not.toContain('pipfeail');
  });

  it('keeps the first letter, swapped with the second at most', () => {
    expect(oneEditAway('sorge')).not.toContain('xorge');
    expect(oneEditAway('hte')).toContain('the');
    expect(oneEditAway('sorge').every((w) => w[0] === 's' || w.startsWith('os'))).toBe(true);
  });
});

describe('isEnglishWord', () => {
  it('knows words people mean as they type them, inflected too, and not typos or coined names', () => {
    for (const w of ['parquet', 'docker', 'laptop', 'elements', 'severity']) expect(isEnglishWord(w)).toBe(true);
    for (const w of ['pipfeail', 'sevreity', 'pipefail', 'flatpak']) expect(isEnglishWord(w)).toBe(false);
  });
});
