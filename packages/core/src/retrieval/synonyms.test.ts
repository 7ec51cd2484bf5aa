import { describe, expect, it } from 'vitest';
import { SYNONYM_GROUPS } from './synonym-groups';
import { synonymsOf } from './synonyms';

describe('synonymsOf', () => {
  it("finds the lexicon's words in a question by their stems, with the rest of their group", () => {
    const [match] = synonymsOf('Where are the Folders kept?');
    expect(match.written).toBe('Folders');
    expect(match.entry).toBe('folder');
    expect(match.synonyms).toContain('directory');
    expect(match.synonyms).not.toContain('folder');
  });

  it('finds nothing in a question the lexicon does not know', () => {
    expect(synonymsOf('How tall is the giraffe?')).toEqual([]);
  });

  it('prefers the longest phrase and offers no synonym holding a stop word', () => {
    // "curly bracket" is a brace, not a "bracket" (which the lexicon takes for a square bracket).
    const [brace] = synonymsOf('Where does the Curly Bracket of a function go?');
    expect(brace.written).toBe('Curly Bracket');
    expect(brace.synonyms).toContain('brace');
    expect(brace.synonyms).not.toContain('square bracket');
    // "time off" (search would read it as "time" alone) is matched in a question but never offered for another word.
    const [leave] = synonymsOf('How much annual leave do I get?');
    expect(leave.synonyms).toContain('vacation');
    expect(leave.synonyms).not.toContain('time off');
    expect(synonymsOf('How much time off do I get?').map((m) => m.entry)).toContain('time off');
  });

  it('keeps the lexicon clean: lower case, no duplicates in a group, no group of one', () => {
    for (const group of SYNONYM_GROUPS) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(new Set(group).size).toBe(group.length);
      for (const entry of group) expect(entry).toBe(entry.toLowerCase().trim());
    }
  });
});
