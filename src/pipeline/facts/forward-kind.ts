/**
 * Whether a sentence's figures look ahead, and to when: a guidance or a target, unless the sentence
 * only measures against one ("in line with our guidance") or states the figure as done before it
 * looks ahead; and the period such a figure is for. Pure.
 */
import type { FactKind } from '../../core/fact.js';
import type { TextFigure } from '../../core/text/figures.js';
import { type CallPeriod, endsBefore, isMonthOrSeveral, isYearInWords, type PeriodRead, periodAfter, periodNamed, periodsNamed, startsAfter, yearAfter } from '../../core/text/fact-period.js';
import { MONTH_WORD } from '../../core/text/months.js';
import { loadHorizons } from '../../core/vocabulary/horizons.js';
import { BY_YEAR, BY_YEAR_END, FOR_THE_YEAR, GUIDANCE, PAST_VERB, RANGE_MIDPOINT, TARGET } from '../../core/text/figure-cues.js';

/** How a sentence looks ahead: see `forwardReading`. */
export interface ForwardReading {
  /** The kind the sentence looks ahead by; null when it looks ahead by none, or reports one achieved. */
  forward: 'target' | 'guidance' | null;
  /** Figure `f`'s forward kind: the sentence's, unless `f` is stated as done before the look ahead. */
  of(f: TextFigure): 'target' | 'guidance' | null;
  /** A figure inside the phrase of a guidance or target only measured against is that guidance's or target's. */
  measuredOwn(f: TextFigure): 'target' | 'guidance' | null;
}

/** How `sentence` looks ahead, for each of its figures. */
export function forwardReading(sentence: string): ForwardReading {
  // "we have achieved 100% of the production target" reports an actual.
  const achieved = ACHIEVED.test(sentence);
  const targets = cueUse(sentence, TARGET);
  const guidances = cueUse(sentence, GUIDANCE);
  const forward = achieved ? null : targets.ahead ? 'target' : guidances.ahead ? 'guidance' : null;
  // "above our target level of 50%", "in line with our guidance of down 2% to 3%": a figure in the phrase of a guidance only measured against is that guidance's.
  // "we exited the quarter at … $120 million, well ahead of our year one target of $75 million and believe we will achieve …": the target's own figures are no figure between the done one and the later look ahead.
  const unmeasured = [...targets.phrases, ...guidances.phrases].reduce((t, [a, b]) => t.slice(0, a) + t.slice(a, b).replace(/\d/g, '#') + t.slice(b), sentence);
  // "exceeding the top end of our guidance range by $0.17": the figure the guidance is beaten by is not its own.
  const inPhrase = (phrases: readonly [number, number][], f: TextFigure): boolean => phrases.some(([a, b]) => f.start >= a && f.end <= b) && !/\bby\s+(?:about\s+|approximately\s+|around\s+)?$/i.test(sentence.slice(Math.max(0, f.start - 20), f.start));
  return {
    forward,
    of: (f) => (forward && !doneBefore(unmeasured, f, forward === 'target' ? TARGET : GUIDANCE) ? forward : null),
    // "which exceeded our target of $20 million to $25 million": the target's own figure, whatever was achieved.
    measuredOwn: (f) => (inPhrase(targets.phrases, f) ? 'target' : inPhrase(guidances.phrases, f) ? 'guidance' : null),
  };
}

/**
 * Is the figure stated as done, with every guidance (or target) word of its sentence in a later
 * clause: "We launched 8 new products during the quarter and expect the launch momentum to
 * continue", "we reported EPS of $4.83 for the third quarter and updated full year 2021 EPS guidance to $20.50", "we exited the quarter at a run rate of $120 million, well ahead of our target of $75 million"?
 */
function doneBefore(sentence: string, f: TextFigure, cue: RegExp): boolean {
  const ahead = sentence.search(cue);
  if (ahead < f.end) return false;
  // No number between but a period's name ("reported EPS of $4.83 for the third quarter and updated full year 2021 EPS guidance", "charges of $187 million in Q2 and then we expect"); a span is one ("a commitment of hitting 4 million outlets 3 years back and the target was …").
  const between = sentence.slice(f.end, ahead);
  return (PAST_VERB.test(sentence.slice(0, f.start)) || STATED_AS_DONE.test(sentence.slice(0, f.start))) && /(?:,|;|\band\b|\bbut\b|\bwhile\b)/i.test(between) && !/\d/.test(between.replace(PERIOD_NAME, ''));
}

/** A figure stated as done by a copula in its own clause: "Cash flow from operations was $77 million for the quarter, and we expect …", "revenues were about $1.2 billion". */
const STATED_AS_DONE = /\b(?:was|were)\s+(?:(?:about|around|approximately|roughly|nearly|almost|just|over|under|up|down|a\s+record(?:\s+of)?|at)\s+)*$/i;

/** A period's name, which is no figure between a done one and a look ahead: a year, a quarter, a half, a fiscal year. */
const PERIOD_NAME = /\b(?:(?:19|20)\d{2}|Q[1-4]|H[12]|FY\s*['’]?\d{2,4})\b/gi;

/** A guidance or a target only measured against: "an EBIT margin of 3.4%, in line with our guidance", "ahead of our target", "as per expectations", "better than expected", "at our expectations", "within our guidance range", "the top of our guidance range", "slightly above the midpoint of our forecasted range". */
const MEASURED_AGAINST = /\b(?:in\s+line\s+with|ahead\s+of|above|below|versus|vs\.?|against|consistent\s+with|as\s+per|than|compared\s+(?:to|with)|relative\s+to|(?:un)?favou?rable\s+to|exceed(?:ed|ing|s)?|beat(?:ing|s)?|outpac(?:ed|ing|es)|outperform(?:ed|ing|s)?|surpass(?:ed|ing|es)?|met|meeting|at|within|(?:top|high|upper|low|lower)\s+end\s+of|mid-?point\s+of|the\s+(?:top|bottom)\s+of)\s+(?:(?:our|the|its|their|that|this)\s+)?(?:\d{4}\s+)?(?:[\p{L}'’-]+\s+){0,2}$/iu;

/** A guidance measured against beside another yardstick: "below the prior year period and our guidance", "ahead of consensus and our outlook". */
const MEASURED_WITH_ANOTHER = /\b(?:in\s+line\s+with|ahead\s+of|above|below|exceed(?:ed|ing|s)?|beat(?:ing|s)?|outperform(?:ed|ing|s)?|than|versus|vs\.?|compared\s+(?:to|with))\s+(?:[\p{L}'’-]+\s+){1,4}(?:and|or)\s+(?:our|the|its|their)\s+(?:[\p{L}'’-]+\s+){0,2}$/iu;

/** What "targeted" may qualify as an adjective, not a level aimed at: "targeted reinvestments", "targeted actions", "targeted growth initiatives", "targeted downstream businesses". */
const AIMED_AT = /^\s+(?:(?:growth|downstream|upstream|price|pricing|cost|organic)\s+)?(?:investments?|reinvestments?|actions?|sectors?|markets?|businesses|initiatives?|platforms?|performance|customers?|acquisitions?|areas?|accounts?|verticals?|programs?|programmes?|marketing|hiring|remixing|opportunities|segments?|geographies|regions?|campaigns?|promotions?|increases?|reductions?)\b/i;

/** What a speaker will say next on the call: "(we will) discuss in a moment", "(we'll) cover later in the presentation", "(we will) review some of the key metrics". */
const SPEECH_AHEAD = /^\s+(?:(?:also|now|then|shortly|later|briefly|quickly|further|separately)\s+)?(?:discuss|talk|cover|walk|review|explain|touch|go\s+(?:through|over|into)|get\s+into|come\s+back|elaborate|address|detail|describe|summari[sz]e|hand|turn\s+(?:it|the\s+call)|open\s+(?:it|the\s+(?:call|line))|take\s+(?:your\s+)?questions|provide\s+(?:more|additional|further|some)\s+(?:details?|colou?r|commentary))\b/i;

/** A guidance being revised, not measured against: "raising the lower end of our guidance range". */
const REVISED = /\b(?:rais|lower|narrow|maintain|reaffirm|reiterat|updat|revis|tighten|widen|increas|reduc)\w*\s+(?:the\s+|our\s+)?(?:(?:top|high|upper|low|lower|bottom)\s+end\s+of\s+)?(?:(?:our|the|its|their)\s+)?(?:[\p{L}'’-]+\s+){0,2}$/iu;

/** Where a cue word of a guidance or target the sentence only measures against ends its own phrase ("… of down 2% to 3%", "… of 12% to 16% revenue growth and 23% to 27% operating margin"): up to a clause break. */
const CUE_PHRASE_END = /;|[.,](?!\d)|\sand\s(?!(?:about\s+|around\s+|approximately\s+)?[\d$₹€£])|\s(?:but|as|while|which|due|driven|given|reflecting|with)\s/i;

/** A determiner right before a cue word: "our estimated …", "the estimated …". */
const ESTIMATED_NOUN = /\b(?:our|the|its|their|an?|this|that|these|those)\s+$/i;
/** A noun (not "to", "at", "around" …) right after "estimated": the word is an adjective of an amount. */
const NOUN_AFTER = /^\s+(?!(?:to|at|around|about|approximately|between|in|for|of|by|that|as|roughly|nearly)\b)\p{Ll}/u;

/** A target or guidance reached: the sentence reports what was done ("we achieved our net leverage ratio target of 3.6 times"). */
const ACHIEVED = /\b(?:achieved|met|exceeded|exceeding|surpassed|surpassing|beat|crossed|outpaced|outpacing)\b/i;

/** Each cue as a global pattern, compiled once (every sentence is searched with it). */
const everyCueOf = new Map<RegExp, RegExp>();
function everyCue(cue: RegExp): RegExp {
  let all = everyCueOf.get(cue);
  if (!all) everyCueOf.set(cue, (all = new RegExp(cue.source, 'giu')));
  return all;
}

/**
 * How the sentence uses `cue`: `ahead` when it looks ahead by it (a guidance or target word not
 * merely measured against); the stretches after every word it measures against ("in line with our guidance of down 2% to 3%", "which exceeded our target of
 * $20 million"), where a figure is that guidance's own.
 */
function cueUse(sentence: string, cue: RegExp): { ahead: boolean; phrases: [number, number][] } {
  const phrases: [number, number][] = [];
  let ahead = false;
  for (const m of sentence.matchAll(everyCue(cue))) {
    const at = m.index ?? 0;
    const before = sentence.slice(Math.max(0, at - 60), at);
    // "the mark-to-market impact of our estimated outstanding RIN obligation": an amount estimated, not a look ahead.
    if (ESTIMATED_NOUN.test(before) && /^estimated$/i.test(m[0]) && NOUN_AFTER.test(sentence.slice(at + m[0].length))) continue;
    // "pressure from targeted reinvestments", "our targeted growth initiatives": "targeted" as a word of what was aimed at, no target of a figure.
    if (/^targeted$/i.test(m[0]) && AIMED_AT.test(sentence.slice(at + m[0].length))) continue;
    // "which we will discuss in a moment", "we'll cover later in the presentation": the call's own agenda, no look ahead.
    if (/^we(?:\s+will|'ll|’ll)$/i.test(m[0]) && SPEECH_AHEAD.test(sentence.slice(at + m[0].length))) continue;
    // "raising the lower end of our guidance range" revises it.
    if (!(MEASURED_AGAINST.test(before) || MEASURED_WITH_ANOTHER.test(before)) || REVISED.test(before)) {
      ahead = true;
      continue;
    }
    const from = at + m[0].length;
    const end = sentence.slice(from).search(CUE_PHRASE_END);
    phrases.push([from, end < 0 ? sentence.length : from + end]);
  }
  return { ahead, phrases };
}

/**
 * A guidance's or a target's kind and period: stated for a period already past, it is what was
 * done (`done`: an actual or a change) in that period; else its forward period (`forwardPeriod`).
 * Other kinds keep the period read. An actual stated for a period not yet begun is a guidance, unless
 * the words right before the figure (at `figureStart`) say it is held now or the period is a due date.
 */
export function forwardRead(kind: FactKind, period: PeriodRead, call: CallPeriod, sentence: string, done: FactKind, figureStart?: number): { kind: FactKind; read: PeriodRead } {
  // "we have set out around 2% cost to assets on an FY25 exit basis", on a Q1 FY24 call: a level stated for a period not yet begun is looked for, not done;
  // not one said to be there now ("the backlog for the second half is approximately $150 million": a stock held today).
  if (kind === 'actual' && period.text !== null && period.period !== null && startsAfter(period.period, call) && !heldNow(sentence, figureStart) && !dueBy(sentence, period.text)) return { kind: 'guidance', read: period };
  if (kind !== 'guidance' && kind !== 'target') return { kind, read: period };
  if (period.text !== null && period.period !== null && endsBefore(period.period, call)) return { kind: done, read: period };
  // "we estimate that … volumes have decreased by 0.3% annualized for the past two years": a figure over a span that looks back is done.
  if (period.period === null && isMonthOrSeveral(period.text) && LOOKS_BACK.test(period.text ?? '')) return { kind: done, read: period };
  return { kind, read: forwardPeriod(period, call, kind, sentence) };
}

/** Words of a span that looks back: "over the past five years", "for the last two years", "since 2019". */
const LOOKS_BACK = /\b(?:last|past|previous|preceding|since)\b/i;

/** A level stated by a copula right before the figure, there now or done: "is approximately", "stands at", "was". */
const HELD_NOW = /\b(?:is|are|was|were|stands?\s+at|ended\s+(?:the\s+\p{L}+\s+)?with(?:\s+\p{L}+){0,3}\s+of)\s+(?:(?:about|around|approximately|roughly|nearly|almost|over|at|now|already)\s+)*$/iu;

/** Do the words right before the figure at `figureStart` state it as held now or done ("is approximately", "was")? */
const heldNow = (sentence: string, figureStart: number | undefined): boolean => figureStart !== undefined && HELD_NOW.test(sentence.slice(Math.max(0, figureStart - 40), figureStart));

/** A period named as a date something falls due, not one a figure is for: "matures in 2030", "until November 2024", "through June 2022", "our 2026 notes". */
const DUE_BY = /\b(?:matur(?:e|es|ing|ity)|due|until|till|through|expir(?:e|es|ing)|heading\s+into|notes?)\b/i;

/** Is the period named right after words of a date something falls due ("which matures in 2030", "no loan maturities until November 2024")? */
function dueBy(sentence: string, text: string): boolean {
  const at = sentence.indexOf(text);
  return at >= 0 && DUE_BY.test(sentence.slice(Math.max(0, at - 25), at + text.length + 16));
}

/** A month named, by its name in capitals ("July", "Oct", "May", not the verb "may"). */
const MONTH_NAMED = new RegExp(String.raw`\b${MONTH_WORD}\b\.?`);

/** A half of a year named: "H2", "the second half", "back half". */
const HALF_NAMED = /\bH[12]\b|\bhalf\b/i;

/** The quarters right ahead: "the next few quarters", "the coming quarters", "the rest of the year", "the balance of the year". */
const NEAR_TERM = /\b(?:(?:next|coming|upcoming|remaining)\s+(?:few\s+|couple\s+(?:of\s+)?|two\s+|three\s+|2\s+|3\s+)?quarters|(?:rest|remainder|balance)\s+of\s+(?:the|this)\s+(?:fiscal\s+)?year)\b/i;

/** The text of a guidance's period when no word of its sentence names it: the year under way, which a passage naming another period overrides. */
export const YEAR_UNSAID = 'no period stated: the year under way';

/** A guidance with no period of its own is for the call's fiscal year (or the quarter it names ahead); one looking past the year, or a target without one, has none ("longer term"). */
function forwardPeriod(p: PeriodRead, call: CallPeriod, kind: 'guidance' | 'target', sentence: string): PeriodRead {
  // "Net interest expense for the year is expected to be $65 million", on a fourth quarter's call: the year said in words is the one ahead, the year just ended being reported.
  if (kind === 'guidance' && call.quarter === 'Q4' && call.year && p.period?.quarter === null && p.period.year === call.year && isYearInWords(p.text)) return { period: { quarter: null, year: yearAfter(call.year) }, text: p.text };
  if (p.text !== null || !call.year) return p;
  // "We are now providing our 2020 full-year guidance as follows: revenue of approximately …": the one year the sentence names, not past, is the guidance's.
  // "we will clearly by 2030, or anywhere between '28 to '30, reach a 200 million ton mark": else the year it is to be reached by.
  const by = BY_YEAR.exec(sentence);
  const byYear = by ? periodNamed(by[0].replace(/^by\s+((?:19|20)\d{2})$/i, 'fiscal $1'), call) : null;
  const named = periodNamed(sentence, call) ?? (byYear && by ? { period: byYear.period, text: by[0] } : null);
  if (named?.period && named.text !== null && /\d/.test(named.text) && named.period.quarter === null && !endsBefore(named.period, call)) return named;
  // "With respect to the second quarter, we would expect … sales growth … of 19% to 21%", on a first quarter's call: the one quarter named ahead of the call's is the guidance's.
  // "India's Q1FY'24 GDP growth is expected to be around 7.9%": a quarter named with its year, not past. Not where a half is named
  // besides ("our assessment of Q2 as well as of H2 … revenue growth of 1% to 5%"): the guidance is the year's.
  const ahead = kind === 'guidance' && !HALF_NAMED.test(sentence) ? periodNamed(sentence, call, true) : null;
  if (ahead?.period?.quarter && ahead.text !== null && (startsAfter(ahead.period, call) || (/\d/.test(ahead.text) && !endsBefore(ahead.period, call)))) return ahead;
  const horizons = loadHorizons();
  // "For the next quarter, we are guiding for a sequential growth of -2% to +1%": the quarter after the call's.
  if (kind === 'guidance' && call.quarter && !call.quarter.startsWith('H') && horizons.nextQuarter.test(sentence)) return { period: periodAfter({ quarter: call.quarter, year: call.year }), text: 'the next quarter' };
  // "for the year", "this year", "by the end of the year", "in the next few quarters", "for the rest of the year": the year under way;
  // on a fourth quarter's call, where the year just ended is reported, the year ahead.
  // "free cash flow at about the midpoint of $2.55 billion": the midpoint of the range the year's guidance gives.
  const yearUnderWay = { quarter: null, year: call.quarter === 'Q4' ? yearAfter(call.year) : call.year };
  if (kind === 'guidance' && (FOR_THE_YEAR.test(sentence) || NEAR_TERM.test(sentence) || BY_YEAR_END.test(sentence) || RANGE_MIDPOINT.test(sentence))) return { period: yearUnderWay, text: 'the year' };
  // "we continue to expect EPS of $2.85 to $3.10", "we are maintaining our adjusted EBITDA guidance of …": a guidance that names no
  // period is the year's too (unless the passage says whose: YEAR_UNSAID), unless its words look past the year or over no one period
  // ("over the long term", "going forward": `beyond`; "a normalized rate": `noOnePeriod`; "the net project cost": `wholeProject` in data/vocabulary/horizons.json).
  // Not in a sentence dated by a quarter reported, its year in digits ("the pipeline at the end of Q1 FY '24 would be as follows"): what it states is no outlook of the year.
  const reported = periodsNamed(sentence, call).some((m) => m.period?.quarter && m.text !== null && /\d/.test(m.text) && !startsAfter(m.period, call));
  // "July is expected to be almost 20% higher than June", "October RevPAR should be …": a month's figure is no year's.
  if (kind === 'guidance' && !horizons.beyond.test(sentence) && !horizons.noOnePeriod.test(sentence) && !horizons.wholeProject.test(sentence) && !reported && !MONTH_NAMED.test(sentence)) return { period: yearUnderWay, text: YEAR_UNSAID };
  return { period: null, text: 'no period stated' };
}
