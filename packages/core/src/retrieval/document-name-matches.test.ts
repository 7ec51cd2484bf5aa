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
});
