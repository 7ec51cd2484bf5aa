import { describe, expect, it } from 'vitest';
import { searchTextOf } from './search-text';
import { joinsWithoutSpace, spacedWords, wordCount } from './word-breaks';

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

  it('reads a Korean word as itself and as the noun it carries, so its forms meet', () => {
    const forms = (text: string) => spacedWords(text).trim().split(/\s+/);
    // "the cursor" as object and as topic; "to save" and "saving" (저장 + 하다, 저장 + 은).
    expect(forms('커서를 움직이려면')).toEqual(['커서를', '커서', '움직이려면', '움직이']);
    expect(forms('커서는 어떻게 움직이나요?')).toEqual(['커서는', '커서', '움직이나요', '움직이?']);
    expect(forms('파일을 저장하려면')).toEqual(['파일을', '파일', '저장하려면', '저장']);
    expect(forms('파일 저장은 어떻게 하나요')).toEqual(['파일', '저장은', '저장', '하나요']);
    // A verb's stem, of two syllables at least: "to erase" as a question and as the tutorial says it.
    expect(forms('지우는 명령')).toEqual(['지우는', '지우', '명령']);
    expect(forms('끝까지 지우려면')).toEqual(['끝까지', '끝', '지우려면', '지우']);
    expect(forms('바다')).toEqual(['바다']);
    // A question's word counts once, by its noun or stem; asking words not at all.
    expect(spacedWords('단어를 지우는 명령은 뭔가요?', { forms: 'base' }).trim().split(/\s+/)).toEqual([
      '단어',
      '지우',
      '명령',
      '?',
    ]);
    // Counting words counts them as written.
    expect(wordCount('파일 저장은 어떻게 하나요?')).toBe(4);
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
