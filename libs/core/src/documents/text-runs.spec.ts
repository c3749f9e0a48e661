import { splitGraphemes, splitRuns } from './text-runs';

const source = (name: string, test: RegExp) => ({ name, covers: (grapheme: string) => test.test(grapheme) });
const latin = source('latin', /^[\x20-\x7e\u00a0-\u00ff]+$/u);
const chinese = source('chinese', /^\p{Script=Han}+$/u);
const tamil = source('tamil', /^\p{Script=Tamil}+$/u);
const named = (runs: ReturnType<typeof splitRuns<typeof latin>>) =>
  runs.map((run) => [run.source.name, run.text]);

describe('splitRuns', () => {
  it('keeps Latin text in the first font and gives each script the font that draws it', () => {
    expect(named(splitRuns('Tan 陈美玲 (S1234567D)', [latin, chinese, tamil]))).toEqual([
      ['latin', 'Tan '],
      ['chinese', '陈美玲'],
      ['latin', ' (S1234567D)'],
    ]);
    expect(named(splitRuns('கார்த்திகேயன் s/o Raj', [latin, chinese, tamil]))).toEqual([
      ['tamil', 'கார்த்திகேயன்'],
      ['latin', ' s/o Raj'],
    ]);
  });

  it('falls back to base letters, then "?", in the first font', () => {
    expect(named(splitRuns('Łukasz Nguyễn 😀', [latin, chinese]))).toEqual([['latin', '?ukasz Nguyen ?']]);
  });

  it('keeps a consonant and its vowel signs together', () => {
    expect(splitGraphemes('கார்த்திகேயன்')).toEqual(['கா', 'ர்', 'த்', 'தி', 'கே', 'ய', 'ன்']);
  });
});
