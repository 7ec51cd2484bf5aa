import { describe, expect, it } from 'vitest';
import type { ChatScope } from './chat-scope';
import { documentNameMatches } from './ranked-chunks';

const label = (...names: string[]): ChatScope => ({
  kind: 'label',
  scopeId: 'l1',
  accountId: 'a1',
  workspace: 0,
  documents: names.map((name, i) => ({ id: `d${i}`, name, chunks: 10, tokens: 1000 })),
});

describe('a label question naming a document', () => {
  it('favours the document whose name holds a distinctive question word', () => {
    const scope = label('bashref.pdf', 'policy.pdf', 'R-intro.pdf');
    expect(documentNameMatches(scope, ['bash', 'histori'])).toEqual(new Map([['d0', new Set([0])]]));
  });

  it('reads the words of a Chinese or Japanese name, written without spaces', () => {
    const scope = label('数据库手册.pdf', '网络指南.pdf', 'ファイル操作ガイド.pdf');
    // "手册" (manual) is inside "数据库手册": a word of the name once the name is cut into words.
    expect(documentNameMatches(scope, ['手册', '连接'])).toEqual(new Map([['d0', new Set([0])]]));
    expect(documentNameMatches(scope, ['ガイド'])).toEqual(new Map([['d2', new Set([0])]]));
  });

  it('reads a name spelled the British way as the question is read, in its American spelling', () => {
    const scope = label('Colour-guide.pdf', 'Licence-terms.pdf', 'fonts.pdf');
    // A question's "colour" and "licence" are searched as color and license (spelling-variants.ts).
    expect(documentNameMatches(scope, ['color'])).toEqual(new Map([['d0', new Set([0])]]));
    expect(documentNameMatches(scope, ['licens'])).toEqual(new Map([['d1', new Set([0])]]));
  });
});
