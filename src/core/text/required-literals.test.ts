import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transcriptPages } from '../../../test/faults/helpers/corpus.js';
import { groupWordPatterns, loadSectorGroupWords } from '../vocabulary/sector-groups.js';
import { activeMetrics } from '../vocabulary/metrics.js';
import { foldedText, mayMatch, requiredLiterals } from './required-literals.js';

describe('required literals', () => {
  it('reads runs outside optional parts, groups as their alternatives together, the most selective of a sequence', () => {
    expect(requiredLiterals('net (?:income|earnings)')).toEqual(['income', 'earnings']);
    expect(requiredLiterals('revenues?')).toEqual(['revenue']);
    expect(requiredLiterals('top ?line|bottom line')).toEqual(['line', 'bottom line']);
    expect(requiredLiterals('(?:(?:more|less)\\s+)?profit')).toEqual(['profit']);
    expect(requiredLiterals('sales(?! volumes?)|(?<!staff )turnover')).toEqual(['sales', 'turnover']);
    expect(requiredLiterals('Cost/T\\.')).toEqual(['cost/t.']);
    expect(requiredLiterals('(?:ab)+c')).toEqual(['ab']);
    expect(requiredLiterals('x{2,}yz')).toEqual(['yz']);
    // A character beyond ASCII ends a run (its other cases are not compared).
    expect(requiredLiterals('caf\u00e9 au lait')).toEqual([' au lait']);
  });

  it('requires nothing of what it does not take apart', () => {
    for (const src of ['[a-z]+', 'a?', '(?:ab|)', '\\p{L}+cement', '(?<name>cement)', '\\d+', 'a{', '(unclosed', '\\bx\\b|.']) {
      expect(requiredLiterals(src), src).toBeNull();
    }
  });

  it('never rules out a text a pattern matches: every wording and group word over questions, answers, descriptions and transcripts', () => {
    const texts = [
      ...readFileSync(new URL('../../../data/demo/qa.jsonl', import.meta.url), 'utf8')
        .split('\n')
        .filter(Boolean)
        .flatMap((l) => {
          const q = JSON.parse(l) as { question: string; ground_truth: string };
          return [q.question, q.ground_truth, q.question.toUpperCase()];
        }),
      ...activeMetrics().descriptions.flatMap((d) => d.plain),
      ...transcriptPages('Aravali Infotech Limited', 'IT services', 7, 4).flat(),
      'Which IT-services firms and CEMENT makers grew sales? Staff turnover at banks; ſales and \u212aPIs',
    ];
    const vocab = loadSectorGroupWords();
    const patterns = [...activeMetrics().wordings.map((w) => w.plain), ...[...vocab.groups, ...vocab.sectors].flatMap((e) => groupWordPatterns(e))];
    const folded = texts.map(foldedText);
    let matched = 0;
    let skipped = 0;
    for (const re of patterns) {
      const literals = requiredLiterals(re.source);
      let hit = false;
      texts.forEach((text, i) => {
        const matches = new RegExp(re.source, re.flags.replace('g', '')).test(text);
        const may = mayMatch(literals, folded[i]!);
        if (matches && !may) expect.fail(`${re.source} matches ${JSON.stringify(text)} but its literals ${JSON.stringify(literals)} rule it out`);
        if (!may) skipped++;
        hit ||= matches;
      });
      if (hit) matched++;
    }
    // The check means something only if many patterns matched some text, and most pairs were skipped.
    expect(matched).toBeGreaterThan(patterns.length / 2);
    expect(skipped).toBeGreaterThan(0.9 * patterns.length * texts.length);
  });
});
