/**
 * What a question says of the one figure it asks, read against what each sentence says of its
 * figure (figure-clause.ts): of two figures of the metric asked of one company, the one the call
 * says the question's own words of ("Margin at new hospital …", "… on a currency-neutral basis",
 * "Our CASA ratio on QAB basis" for "on a quarterly average basis") answers. Pure.
 */
import type { Fact } from '../../core/fact.js';
import { companyKey } from '../../core/text/company-name.js';
import { keyWords } from '../../core/text/segment.js';
import { stem } from '../../core/text/stem.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { plainWords } from '../../core/text/tokenize.js';
import { isChangeWord, type MetricFinder, type QuestionPlan } from '../plan/plan.js';
import { figureClause } from './figure-clause.js';

/** Words of a question that date its figure, which the period check reads: not words saying which figure it asks. */
const PERIOD_WORD = /^(?:q[1-4]|h[12]|fy\d*|\d+|quarter|year|fiscal|period|end|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;

/**
 * The question's own words that say which of the company's figures it asks, less those of the
 * companies' names, the asked metric's name as the question writes it, a period, a change asked
 * ("grow", "increase": the plan's kind), function words and fillers, as stems ("new hospitals", "subsidiaries", "13th month", "currency-neutral basis").
 */
export function saidWordsAsked(question: string, companies: readonly string[], metricNames: readonly string[]): Set<string> {
  const skip = new Set([...companies.flatMap((c) => [...companyKey(c).split(' '), ...keyWords(c)]), ...metricNames.flatMap((n) => plainWords(n))]);
  return new Set(plainWords(question).filter((w) => !skip.has(w) && !STOP_AND_FILLER.has(w) && !PERIOD_WORD.test(w) && !isChangeWord(w)).map(stem));
}

/**
 * How many of the question's own words (saidWordsAsked) a fact's sentence says of its figure (figure-clause.ts), negated for
 * ranking: of two figures of the metric asked of one company, the one the call says them of answers. Read once per fact.
 */
export function saidOfFigure(plan: QuestionPlan, company: string, facts: readonly Fact[], metrics: MetricFinder): (f: Fact) => number {
  // A question measuring companies against each other names them, the metric and how they are set side by side ("who earned
  // more", "IT services companies that booked deals over $2 billion"), not which one figure of each it asks.
  if (plan.intent === 'threshold' || plan.intent === 'comparison') return () => 0;
  const mentions = metrics.mentions(plan.question);
  // The words the question names the metric with, and a metric's name naming a fact's own metric, narrow nothing.
  const words = saidWordsAsked(plan.question, [...new Set([company, ...plan.companies])], [plan.metricWords ?? '']);
  if (words.size === 0) return () => 0;
  const figures = new Map<string, string[]>();
  for (const f of facts) if (f.company === company) figures.set(f.sentence, [...(figures.get(f.sentence) ?? []), f.valueText]);
  const asWritten = plainWords(plan.question);
  const saidOf = new Map<Fact, number>();
  return (f) => {
    let n = saidOf.get(f);
    if (n === undefined) {
      // The words of the fact's own metric name, as the call or the question writes it, are no qualifier said of it (qualifiersAsked reads the call's).
      const own = new Set([...mentions.filter((m) => m.id === f.metric).flatMap((m) => plainWords(m.text)), ...plainWords(f.metricText)].map(stem));
      const said = figureClause(f.sentence, f.valueText, figures.get(f.sentence) ?? []);
      const clause = new Set([...plainWords(said), ...abbreviatedWords(said, asWritten)].map(stem));
      n = -[...words].filter((w) => clause.has(w) && !own.has(w)).length;
      saidOf.set(f, n);
    }
    return n;
  };
}

/**
 * The question's words that an abbreviation of `text` is made of, their initials in order ("QAB" in
 * "Our CASA ratio on QAB basis" of a question asking "on a quarterly average basis"): the call
 * writing the short form says those words.
 */
export function abbreviatedWords(text: string, question: readonly string[]): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,5}(?![\p{L}\p{N}])/gu)) {
    const letters = m[0].toLowerCase();
    for (let i = 0; i + letters.length <= question.length; i++) {
      const run = question.slice(i, i + letters.length);
      if (run.every((w, k) => w[0] === letters[k])) out.push(...run);
    }
  }
  return out;
}
