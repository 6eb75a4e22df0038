import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FACT_UNITS } from '../fact.js';
import { paraphraseTerms, questionMetrics, withFinanceTerms } from '../text/finance-paraphrases.js';
import { VocabularyFileError } from './data-file.js';
import { askedFigureMentions, familyMentions, loadMetrics, mentionsOf, METRICS_FILE, metricById, metricMentions, useMetricFiles } from './metrics.js';
import { metricsFileSchema } from './metrics-schema.js';
import { vocabularyLexicon } from './metric-lexicon.js';
import { SECTORS_FILE } from './sectors.js';

const dir = mkdtempSync(join(tmpdir(), 'hr-metrics-'));
let n = 0;
/** A user's metrics file (a new path each time: loaded files are kept per list of paths). */
function userFile(content: unknown): string {
  const file = join(dir, `metrics-${n++}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

afterEach(() => useMetricFiles([]));

describe('the shipped metrics file', () => {
  const raw = JSON.parse(readFileSync(METRICS_FILE, 'utf8'));

  it('fits the schema', () => {
    const parsed = metricsFileSchema().safeParse(raw);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
  });

  it('names an existing metric in every growthOf', () => {
    const { metrics } = loadMetrics();
    const ids = new Set(metrics.map((m) => m.id));
    const growths = metrics.filter((m) => m.growthOf);
    expect(growths.map((m) => m.id)).toEqual(expect.arrayContaining(['revenue_growth', 'profit_growth', 'ebitda_growth']));
    for (const m of growths) expect(ids.has(m.growthOf!), `${m.id}.growthOf ${m.growthOf}`).toBe(true);
  });

  it('names an existing metric in every marginOf', () => {
    const { metrics } = loadMetrics();
    const ids = new Set(metrics.map((m) => m.id));
    const margins = metrics.filter((m) => m.marginOf);
    expect(margins.map((m) => m.id)).toEqual(expect.arrayContaining(['ebitda_margin', 'net_profit_margin']));
    for (const m of margins) expect(ids.has(m.marginOf!), `${m.id}.marginOf ${m.marginOf}`).toBe(true);
  });

  it('gives every metric a unit, and ids once each', () => {
    const { metrics } = loadMetrics();
    expect(metrics.length).toBeGreaterThan(300);
    for (const m of metrics) {
      if (m.kind === 'metric') expect(FACT_UNITS, m.id).toContain(m.unit);
      else expect(m.unit, m.id).toBeUndefined();
    }
    const ids = metrics.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names only sectors of the sectors file', () => {
    const sectors = new Set(JSON.parse(readFileSync(SECTORS_FILE, 'utf8')).sectors.map((s: { id: string }) => s.id));
    for (const m of loadMetrics().metrics) for (const s of m.sectors) expect(sectors, `${m.id}: ${s}`).toContain(s);
  });

  it('knows the usual metrics, their units and which way is better', () => {
    expect(metricById('net_interest_margin')).toMatchObject({ unit: 'percent', better: 'higher', abbreviations: ['NIM'] });
    expect(metricById('net_npa')).toMatchObject({ unit: 'percent', better: 'lower' });
    expect(metricById('revenue')?.unit).toBe('money');
    expect(metricById('headcount')?.unit).toBe('count');
    expect(metricById('average_revenue_per_user')?.unit).toBe('per_unit');
    expect(metricById('net_debt_to_ebitda')?.unit).toBe('multiple');
    expect(metricById('book_to_bill')?.unit).toBe('ratio');
    expect(metricById('attrition')?.better).toBe('lower');
    expect(metricById('no_such_metric')).toBeUndefined();
  });

  it("reads an insurer's agents, shipments and working capital to revenue as metrics of their own", () => {
    const ids = (t: string) => metricMentions(t).map((m) => `${m.id}:${m.text}`);
    expect(ids('The total number of agents stands at 222,832.')).toEqual(['agents:number of agents']);
    expect(ids('Novelis shipments were at 879 KT.')).toEqual(['deliveries:shipments']);
    expect(ids('Our NWC to revenue was at 17%.')).toEqual(['working_capital_to_revenue:NWC to revenue']);
    expect(ids('This quarter, we have launched 8 new products.')).toEqual(['launches:new products']);
  });
});

describe('metricMentions', () => {
  it('reads the longest name where names overlap', () => {
    const text = 'Net interest margin was 4.1%; margin guidance is unchanged.';
    const found = metricMentions(text);
    expect(found[0]).toEqual({ id: 'net_interest_margin', text: 'Net interest margin', start: 0, end: 19 });
    expect(found.some((m) => m.text.toLowerCase() === 'interest margin' || (m.start > 0 && m.end <= 19))).toBe(false);
  });

  it('reads no name the word "non" negates as its metric, and names the negated phrase where the vocabulary does', () => {
    const ids = (t: string) => metricMentions(t).map((m) => `${m.id}:${m.text}`);
    expect(ids('Underlying non-interest expense declined 2%.')).toEqual(['operating_expenses:non-interest expense']);
    expect(ids('Noninterest income was a record.')).toEqual(['non_interest_income:Noninterest income']);
    expect(ids('The share of non microfinance book increased.').filter((x) => x.startsWith('microfinance'))).toEqual([]);
    expect(ids('Non-GAAP operating margin was 25%.').map((x) => x.split(':')[0])).toContain('ebitda_margin');
  });

  it('reads a head noun ("profit") as its metric only unqualified', () => {
    const ids = (t: string) => metricMentions(t).map((m) => `${m.id}:${m.text}`);
    expect(ids('We posted our highest ever quarterly profit of 16,884 crores.')).toEqual(['net_profit:profit']);
    expect(ids('With that, profit is up 60%.')).toEqual(['net_profit:profit']);
    expect(ids('Our contribution profit was down 31%.')).toEqual([]);
    expect(ids('The profit pool of the industry shifted.')).toEqual([]);
    expect(ids('The pre-provisioning profits are 78% higher.').filter((x) => x.startsWith('net_profit'))).toEqual([]);
    expect(ids('Operating profit was Rs 500 crore.').map((x) => x.split(':')[0])).toEqual(['operating_profit']);
  });

  it('reads loans under a resolution plan as the restructured book, not recoveries', () => {
    const ids = (t: string) => metricMentions(t).map((m) => `${m.id}:${m.text}`);
    expect(ids('Our exposure under COVID resolution plan one and two stands at 22,666 crores.')).toEqual(['restructured_book:resolution plan']);
    expect(ids('The fund based outstanding under resolution was 39.46 billion.')).toEqual(['restructured_book:under resolution']);
  });

  it('reads abbreviations as written or in capitals, whole words only', () => {
    expect(metricMentions('NIM at 3.9% and GNPA at 1.2%; gross NPAs fell').map((m) => [m.id, m.text])).toEqual([
      ['net_interest_margin', 'NIM'],
      ['gross_npa', 'GNPA'],
      ['gross_npa', 'gross NPAs'],
    ]);
    expect(metricMentions('the nimble team')).toEqual([]);
    expect(metricMentions('Nim is a name')).toEqual([]);
  });

  it('reads names across a hyphen or a line break', () => {
    expect(metricMentions('the book-to-bill ratio of 1.2').map((m) => m.id)).toEqual(['book_to_bill']);
    expect(metricMentions('return on\ncapital employed').map((m) => m.id)).toEqual(['return_on_capital_employed']);
  });
});

describe('questionMetrics', () => {
  it("maps a question's plain words to the metric's id", () => {
    expect(questionMetrics('Which bank has fewer bad loans left after provisions?').map((m) => m.id)).toContain('net_npa');
    expect(questionMetrics('How much did the spread on what it lends change?').map((m) => m.id)).toContain('net_interest_margin');
  });

  it('maps names and abbreviations', () => {
    expect(questionMetrics('What was the NIM in Q2?')).toEqual([{ id: 'net_interest_margin', plain: 'NIM' }]);
    expect(questionMetrics("What was HDFC Bank's net interest margin?")[0]?.id).toBe('net_interest_margin');
  });

  it('leaves out topics and questions that name no metric', () => {
    expect(questionMetrics('How is the business doing in Europe?')).toEqual([]);
    expect(questionMetrics('Who is the CEO?')).toEqual([]);
  });

  it("gives the metric's id with each paraphrase", () => {
    expect(paraphraseTerms('Are people leaving the company?')).toEqual([{ plain: 'people leaving', terms: 'attrition', metric: 'attrition' }]);
  });
});

describe("a user's metrics file", () => {
  it('adds a metric, and replaces a shipped one by id', () => {
    const file = userFile({
      metrics: [
        { id: 'ore_to_waste_ratio', names: ['ore to waste ratio'], abbreviations: ['OWR'], unit: 'ratio', better: 'higher', sectors: ['mining'], plain: ['ore dug per tonne of rock moved'], cues: [['ore', 'waste|rock']] },
        { id: 'net_interest_margin', names: ['net interest margin', 'net yield'], abbreviations: ['NIM'], unit: 'percent', wordings: ['money made on loans'] },
      ],
    });
    const vocab = loadMetrics([file]);
    expect(vocab.byId.get('ore_to_waste_ratio')).toMatchObject({ unit: 'ratio', terms: 'ore to waste ratio owr' });
    expect(vocab.byId.get('net_interest_margin')).toMatchObject({ names: ['net interest margin', 'net yield'], plain: [] });
    expect(vocab.metrics.length).toBe(loadMetrics().metrics.length + 1);
    // The shipped entry's cues and wordings go with it.
    expect(vocab.cues.filter((c) => c.metric === 'net_interest_margin')).toEqual([]);
    expect(vocab.wordings.filter((w) => w.metric === 'net_interest_margin').map((w) => w.terms)).toEqual(['net interest margin net yield nim']);
    expect(metricMentions('OWR rose; net yield fell', vocab).map((m) => m.id)).toEqual(['ore_to_waste_ratio', 'net_interest_margin']);
    expect(loadMetrics([file])).toBe(vocab);
  });

  it('is what the question readers read once it is in use', () => {
    const file = userFile({ cueSets: {}, metrics: [{ id: 'strip_ratio', names: ['strip ratio'], unit: 'ratio', cues: [{ groups: ['waste', 'ore'] }] }] });
    expect(withFinanceTerms('How much waste per tonne of ore?')).not.toMatch(/strip ratio/);
    useMetricFiles([file]);
    expect(withFinanceTerms('How much waste per tonne of ore?')).toMatch(/\(.*strip ratio/);
    expect(questionMetrics('How much waste per tonne of ore?').map((m) => m.id)).toContain('strip_ratio');
    useMetricFiles([]);
    expect(withFinanceTerms('How much waste per tonne of ore?')).not.toMatch(/strip ratio/);
  });

  it('leaves out the shipped metrics it lists, with their cues and wordings', () => {
    const file = userFile({ metrics: [], leaveOut: ['net_interest_margin', 'attrition'] });
    const vocab = loadMetrics([file]);
    expect(vocab.byId.has('net_interest_margin')).toBe(false);
    expect(vocab.metrics.length).toBe(loadMetrics().metrics.length - 2);
    const read = [...vocab.wordings, ...vocab.cues, ...vocab.descriptions].map((x) => x.metric);
    expect(read).not.toContain('net_interest_margin');
    expect(read).not.toContain('attrition');
    expect(metricMentions('NIM rose; attrition fell', vocab)).toEqual([]);
    expect(vocab.families.flatMap((f) => f.metrics)).not.toContain('net_interest_margin');
    expect(vocab.families.find((f) => f.id === 'margins')?.metrics).toContain('ebitda_margin');
  });

  it('may use the shipped cue sets', () => {
    const file = userFile({ metrics: [{ id: 'staff_morale', kind: 'topic', names: ['staff morale'], cues: [['@people', 'morale|mood|happy']] }] });
    expect(loadMetrics([file]).cues.find((c) => c.metric === 'staff_morale')?.groups[0]).toMatch(/^people\|staff\|/);
  });

  it('fails with the file and the field named', () => {
    const cases: [unknown, RegExp][] = [
      [{ metrics: [{ id: 'x', names: ['x'] }] }, /field metrics\.0\.unit: metric x needs a unit/],
      [{ metrics: [{ id: 'x', names: ['x'], unit: 'furlongs' }] }, /field metrics\.0\.unit/],
      [{ metrics: [{ id: 'Bad Id', names: ['x'], unit: 'count' }] }, /field metrics\.0\.id: ids are snake_case/],
      [{ metrics: [{ id: 'x', names: ['Capital Name'], unit: 'count' }] }, /field metrics\.0\.names\.0: names are lower case/],
      [{ metrics: [{ id: 'x', names: ['x'], unit: 'count', wordings: ['(unclosed'] }] }, /field metrics\.0\.wordings\.0/],
      [{ metrics: [{ id: 'x', names: ['x'], unit: 'count' }, { id: 'x', names: ['y'], unit: 'count' }] }, /field metrics\.1\.id: duplicate id x/],
      [{ metrics: [{ id: 'x', names: ['x'], unit: 'count', cues: [['@nobody', 'y']] }] }, /field metrics\.0\.cues\.0\.0: unknown cue set @nobody/],
      [{ metrics: [{ id: 'x', names: ['x'], unit: 'count', colour: 'red' }] }, /field metrics\.0/],
      ['{ not json', /cannot read vocabulary file/],
    ];
    for (const [content, message] of cases) {
      const file = userFile(content);
      expect(() => loadMetrics([file])).toThrow(VocabularyFileError);
      expect(() => loadMetrics([file])).toThrow(message);
      expect(() => loadMetrics([file])).toThrow(file);
    }
    const file = userFile({ metrics: [{ id: 'x', names: ['x'] }] });
    expect(() => loadMetrics([file])).toThrow(expect.objectContaining({ code: 'CONFIG', hint: expect.stringMatching(/vocabulary\.metrics/) }));
  });
});

describe('metric families', () => {
  it('ship families of existing metrics, each named by general words', () => {
    const vocab = loadMetrics();
    expect(vocab.families.length).toBeGreaterThan(5);
    for (const f of vocab.families) for (const id of f.metrics) expect(vocab.byId.get(id)?.kind, `${f.id}: ${id}`).toBe('metric');
    const margins = vocab.families.find((f) => f.id === 'margins')!;
    expect(margins.metrics.slice(0, 3)).toEqual(['ebitda_margin', 'ebit_margin', 'net_interest_margin']);
  });

  it('are found by their words as whole words, in any case, a plural "s" allowed', () => {
    const found = (text: string) => familyMentions(text).map((m) => `${m.family}:${m.text}`);
    expect(found('How do A and B compare on Asset Quality?')).toEqual(['asset_quality:Asset Quality']);
    expect(found('Which banks earn margins above 4%?')).toEqual(['margins:margins']);
    // A verb by its wordings, only with no object after it.
    expect(found('Which IT firms grew faster?')).toEqual(['growth:grew']);
    expect(found('Who earns more, A or B?')).toEqual(['earnings:earns']);
    expect(found('Which utilities are growing their rate base?')).toEqual([]);
    expect(found('Which is more leveraged?')).toEqual(['leverage:leveraged']);
    expect(found('the marginal cost of debtors')).toEqual([]);
  });

  it("are replaced by a user's family of the same id, and fail on a member the vocabulary lacks", () => {
    const file = userFile({ metrics: [], families: [{ id: 'margins', words: ['spread'], metrics: ['net_interest_margin'] }, { id: 'size', words: ['bigger'], metrics: ['revenue'] }] });
    const vocab = loadMetrics([file]);
    expect(vocab.families.find((f) => f.id === 'margins')).toMatchObject({ words: ['spread'], metrics: ['net_interest_margin'] });
    expect(familyMentions('who is bigger', vocab.families).map((m) => m.metrics)).toEqual([['revenue']]);
    const bad = userFile({ metrics: [], families: [{ id: 'x', words: ['x'], metrics: ['no_such_metric'] }] });
    expect(() => loadMetrics([bad])).toThrow(/family x: no_such_metric is no metric of the vocabulary/);
    const topic = userFile({ metrics: [{ id: 'monsoon', kind: 'topic', names: ['monsoon'] }], families: [{ id: 'weather', words: ['weather'], metrics: ['monsoon'] }] });
    expect(() => loadMetrics([topic])).toThrow(VocabularyFileError);
    const none = userFile({ metrics: [], families: [{ id: 'x', metrics: ['revenue'] }] });
    expect(() => loadMetrics([none])).toThrow(/a family needs words or wordings/);
    const upper = userFile({ metrics: [], families: [{ id: 'x', words: ['Margins'], metrics: ['revenue'] }] });
    expect(() => loadMetrics([upper])).toThrow(/field families\.0\.words\.0: words are lower case/);
  });
});

describe('words that mark the figure a question asks for', () => {
  const guidance = (q: string, files: string[] = []) => askedFigureMentions(q, loadMetrics(files).askedFigures).filter((m) => m.figure === 'guidance').map((m) => m.text);

  it('ship guidance words as whole words, with a plural "s", and fixed wordings', () => {
    expect(guidance('What is Alpha expecting for growth ahead?')).toEqual(['expecting']);
    expect(guidance('What is the revised capex estimate?')).toEqual(['estimate']);
    expect(guidance('How much is Alpha planning to spend on capex?')).toEqual(['planning']);
    expect(guidance('Alpha raised its projections')).toEqual(['projections']);
    expect(guidance('What credit cost does Alpha want to get back to?')).toEqual(['want to get']);
    // Not inside other words, and not the words of a reported figure.
    expect(guidance('What did the planner report as its projects?')).toEqual([]);
    expect(guidance('What was revenue in the second quarter?')).toEqual([]);
  });

  it("add a user's words to the shipped ones, and fail on words in capitals or an entry with none", () => {
    const file = userFile({ metrics: [], askedFigures: [{ figure: 'guidance', words: ['pencilled in'] }] });
    expect(guidance('How much capex has Alpha pencilled in?', [file])).toEqual(['pencilled in']);
    expect(guidance('What is Alpha expecting?', [file])).toEqual(['expecting']);
    const upper = userFile({ metrics: [], askedFigures: [{ figure: 'guidance', words: ['Expecting'] }] });
    expect(() => loadMetrics([upper])).toThrow(/field askedFigures\.0\.words\.0: words are lower case/);
    const none = userFile({ metrics: [], askedFigures: [{ figure: 'guidance' }] });
    expect(() => loadMetrics([none])).toThrow(/an asked figure needs words or wordings/);
    const other = userFile({ metrics: [], askedFigures: [{ figure: 'rumour', words: ['heard'] }] });
    expect(() => loadMetrics([other])).toThrow(VocabularyFileError);
  });
});

describe('names a question uses for a metric', () => {
  it('are read in questions only, and checked lower case', () => {
    const file = userFile({ metrics: [{ id: 'ore_grade', names: ['ore grade'], questionNames: ['grade'], unit: 'ratio' }] });
    const lexicon = vocabularyLexicon([file]);
    expect(lexicon.questionMentions('What grade did the mine report?').map((m) => m.id)).toEqual(['ore_grade']);
    expect(lexicon.mentions('What grade did the mine report?').map((m) => m.id)).toEqual([]);
    const upper = userFile({ metrics: [{ id: 'ore_grade', names: ['ore grade'], questionNames: ['Grade'], unit: 'ratio' }] });
    expect(() => loadMetrics([upper])).toThrow(/question names are lower case/);
  });
});

describe('the shipped metrics keep related figures apart', () => {
  const lexicon = vocabularyLexicon();
  const metricOf = (text: string) => lexicon.mentions(text).map((m) => `${m.id}:${lexicon.unit(m.id)}`);
  it.each([
    ['Non-interest income grew to 51.83 billion', 'non_interest_income:money'],
    ['Fee income increased to 48.43 billion', 'fee_income:money'],
    ['an operating return on embedded value of 16%', 'return_on_embedded_value:percent'],
    ['Our embedded value stood at Rs. 41,843 crore', 'embedded_value:money'],
    ['Contribution margin improved to 45.7%', 'contribution_margin:percent'],
    ['Gross margin improved to 45.7%', 'gross_margin:percent'],
    ['Slippage ratio stands at 0.94%', 'slippage_ratio:percent'],
    ['CET one ratio has improved to 10.19%', 'cet1_ratio:percent'],
  ])('%s -> %s', (text, want) => {
    expect(metricOf(text)[0]).toBe(want);
  });
});

describe('mentionsOf: an abbreviation in mixed case', () => {
  const list = [{ id: 'roe', names: ['return on equity'], abbreviations: ['ROE'] }, { id: 'roce', names: [], abbreviations: ['ROCE'] }];
  it('reads "RoE", "RoCE" and a plural as the abbreviation', () => {
    expect(mentionsOf('Which banks had an RoE above 18%?', list).map((m) => [m.id, m.text])).toEqual([['roe', 'RoE']]);
    expect(mentionsOf('Whose RoCEs were higher?', list).map((m) => m.id)).toEqual(['roce']);
  });
  it('reads no word in plain case or with one capital ("Roe", "roe") as one', () => {
    expect(mentionsOf('Roe deer and roe are no metric', list)).toEqual([]);
  });
});
