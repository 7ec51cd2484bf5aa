import { describe, expect, it } from 'vitest';
import { joinsWithoutSpace, searchTextOf, spacedWords } from './word-breaks';

describe('word breaks for scripts written without spaces', () => {
  it('sets Chinese, Japanese and Thai words apart, leaving function words out', () => {
    expect(spacedWords('数据库连接池的最大连接数是一百。').split(/\s+/)).toEqual(
      expect.arrayContaining(['最大', '连接', '一百']),
    );
    expect(spacedWords('数据库连接池的最大连接数是一百。')).not.toMatch(/(^|\s)(的|是)(\s|$)/);
    const japanese = spacedWords('東京の港は二十四時間開いています。').trim().split(/\s+/);
    expect(japanese).toEqual(expect.arrayContaining(['東京', '港', '時間']));
    expect(japanese).not.toContain('の');
    expect(spacedWords('ฉันชอบกินข้าวผัด').trim().split(/\s+/)).toEqual(['ฉัน', 'ชอบ', 'กิน', 'ข้าว', 'ผัด']);
  });

  it('leaves other text as it is, Latin words beside Chinese ones included', () => {
    const english = 'The HISTSIZE variable, see https://example.com/a-b (e.g. 500).';
    expect(spacedWords(english)).toBe(english);
    expect(searchTextOf(english)).toBeNull();
    expect(searchTextOf('Vim は非常に強力なエディターです。')).toMatch(/^Vim\s+非常\s+強力\s+エディター\s+。$/);
  });

  it('closes up wrapped lines of Chinese and Japanese, not of other scripts', () => {
    expect(joinsWithoutSpace('コマンドを備えた非常', 'に強力なエディター')).toBe(true);
    expect(joinsWithoutSpace('练习开始之前，', '请先复制')).toBe(true);
    expect(joinsWithoutSpace('a powerful', 'editor')).toBe(false);
    expect(joinsWithoutSpace('Vim は', 'Vim')).toBe(false);
  });
});
