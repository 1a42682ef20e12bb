import { describe, expect, it } from 'vitest';
import { cleanText, visualRuns } from './bidi-runs.js';
import { scriptOf } from './fonts.js';

const shape = (line: string, direction: 'ltr' | 'rtl') =>
  visualRuns(line, direction).map(({ logical, draw, script, rtl }) => ({ logical, draw, script, rtl }));

describe('visualRuns', () => {
  it('puts a Latin name after an Arabic title, read right to left', () => {
    expect(shape('د. Ahmed Al-Rawi', 'rtl')).toEqual([
      { logical: 'Ahmed Al-Rawi', draw: 'Ahmed Al-Rawi', script: 'latin', rtl: false },
      // Punctuation of a right-to-left run is handed over reversed: fontkit keeps its order.
      { logical: '. ', draw: ' .', script: 'latin', rtl: true },
      { logical: 'د', draw: 'د', script: 'arabic', rtl: true },
    ]);
  });

  it('keeps the words of an Arabic run in logical order for fontkit, which reverses them itself', () => {
    expect(shape('مستجدات أمراض القلب 2026', 'rtl')).toEqual([
      { logical: '2026', draw: '2026', script: 'latin', rtl: false },
      { logical: 'مستجدات أمراض القلب ', draw: 'مستجدات أمراض القلب ', script: 'arabic', rtl: true },
    ]);
  });

  it('hands Arabic-Indic digits over reversed, as fontkit takes them for right-to-left script', () => {
    const runs = shape('٥ كانون الأول ٢٠٢٦', 'rtl');
    expect(runs.map((run) => run.logical)).toEqual(['٢٠٢٦', ' كانون الأول ', '٥']);
    expect(runs[0]).toMatchObject({ draw: '٦٢٠٢', rtl: false, script: 'arabic' });
  });

  it('mirrors brackets in right-to-left text', () => {
    const runs = shape('الطبي (IMEC)', 'rtl');
    expect(runs.map((run) => [run.logical, run.draw])).toEqual([
      [')', '('],
      ['IMEC', 'IMEC'],
      ['(', ')'],
      ['الطبي ', 'الطبي '],
    ]);
  });

  it('gives an Arabic name inside an English line its own right-to-left run', () => {
    expect(shape('Dr. ليلى حسن, MD', 'ltr').map((run) => [run.logical, run.rtl])).toEqual([
      ['Dr. ', false],
      ['ليلى حسن', true],
      [', MD', false],
    ]);
  });

  it('numbers the runs in logical order', () => {
    const runs = visualRuns('حضر Ahmed Ali مؤتمر 2026 في بغداد', 'rtl');
    const logical = [...runs].sort((a, b) => a.start - b.start).map((run) => run.logical);
    expect(logical.join('')).toBe('حضر Ahmed Ali مؤتمر 2026 في بغداد');
  });
});

describe('cleanText', () => {
  it('drops controls and bidi overrides, keeps the joiners, and collapses white space', () => {
    expect(cleanText(' Lay\u0000la\t\u202EHassan\u0007\n\u2066x\u2069 ')).toBe('Layla Hassan x');
    expect(cleanText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(cleanText('a\uD800b')).toBe('ab');
  });
});

describe('scriptOf', () => {
  it('sets each character in the cut that has it', () => {
    expect(['ل', '٥', '،', 'A', '6', '·', 'ā', 'Ş', ' '].map(scriptOf)).toEqual([
      'arabic',
      'arabic',
      'arabic',
      'latin',
      'latin',
      'latin',
      'latin-ext',
      'latin-ext',
      null,
    ]);
  });
});
