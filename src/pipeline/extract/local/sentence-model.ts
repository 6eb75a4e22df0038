/**
 * One sentence as the extraction rules see it: wink-nlp tokens (text, lower case, part of speech,
 * character offsets) and typed mentions — metrics and roles from wink custom entities, periods,
 * money/percentages and counts from the shared quantity patterns (src/nlp/quantities.ts).
 */
import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type { WinkMethods } from 'wink-nlp';
import type model from 'wink-eng-lite-web-model';
import type { EntityType } from '../../../core/domain.js';
import { findQuantities } from '../../../core/text/quantities.js';
import { DOWN_CUES, METRIC_TERMS, ROLE_TERMS, UP_CUES, toPattern } from '../../../core/text/lexicon.js';

export interface Tok {
  text: string;
  lower: string;
  pos: string;
  start: number;
  end: number;
}

export type MentionKind = 'metric' | 'role' | 'period' | 'quantity' | 'count';

export interface Mention {
  kind: MentionKind;
  type: EntityType;
  /** Token span [start, end). */
  start: number;
  end: number;
  text: string;
}

export interface SentenceModel {
  text: string;
  toks: Tok[];
  mentions: Mention[];
}

/**
 * A wink-nlp instance with the financial custom entities learnt; build once, reuse. wink-nlp and
 * its English model are loaded here, not when this module is imported: reading the model takes a
 * few hundred milliseconds, which a run with nothing to extract (an unchanged re-ingest) never spends.
 */
export function createNlp(): WinkMethods {
  const require = createRequire(import.meta.url);
  const wink = require('wink-nlp') as typeof winkNLP;
  const nlp = wink(require('wink-eng-lite-web-model') as typeof model, ['sbd', 'pos', 'cer']);
  nlp.learnCustomEntities(
    [
      { name: 'metric', patterns: METRIC_TERMS.map(toPattern) },
      { name: 'role', patterns: ROLE_TERMS.map(toPattern) },
    ],
    { matchValue: false, usePOS: false, useEntity: false },
  );
  return nlp;
}

const PERIOD_RE =
  /\b(?:Q[1-4]\s?FY\s?'?\d{2,4}|[1-4]Q\s?FY\s?\d{2,4}|H[12]\s?FY\s?\d{2,4}|Q[1-4]|FY\s?'?\d{2,4}|(?:first|second|third|fourth) quarter(?: of (?:FY\s?\d{2,4}|the (?:current )?(?:fiscal|financial) year))?|(?:first|second) half(?: of FY\s?\d{2,4})?)\b/gi;

const MONTHS = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const COUNT_RE =
  /(?<![\w.,₹$£€])(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s(?:million|billion|lakh|crore|thousand|mn|bn)\b)?(?:\s(?:million |billion )?(?:metric tonnes|tonnes|units|employees|customers|stores|towns|vehicles|motorcycles|passengers|cars|tractors|subscribers|branches|mt)\b)?(?![\w%])/gi;

/** Analyse one sentence. */
export function modelSentence(nlp: WinkMethods, text: string): SentenceModel {
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const toks: Tok[] = [];
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const found = text.indexOf(v, at);
    const start = found >= 0 ? found : at + (spaces[i]?.length ?? 0);
    toks.push({ text: v, lower: v.toLowerCase(), pos: pos[i] ?? 'X', start, end: start + v.length });
    at = start + v.length;
  }
  const mentions: Mention[] = [];
  const ce = doc.customEntities();
  const spans = ce.out(its.span) as unknown as Array<[number, number]>;
  const types = ce.out(its.type) as unknown as string[];
  const texts = ce.out() as unknown as string[];
  spans.forEach(([s, t], i) => {
    const kind = types[i] === 'role' ? 'role' : 'metric';
    mentions.push({ kind, type: kind === 'role' ? 'role' : 'financial_metric', start: s, end: t + 1, text: texts[i]! });
  });
  const byChars = (kind: MentionKind, type: EntityType, from: number, len: number): void => {
    const span = tokenSpan(toks, from, from + len);
    if (!span || overlaps(mentions, span[0], span[1])) return;
    mentions.push({ kind, type, start: span[0], end: span[1], text: text.slice(from, from + len) });
  };
  const qs = findQuantities(text);
  for (let i = 0; i < qs.length; i++) {
    const q = qs[i]!;
    const type = q.kind === 'money' ? 'money' : 'percentage';
    // "18% to 19%", "Rs 28,000 to Rs 31,000 crore", "16-18%": one range, not two figures
    const r = qs[i + 1];
    const gap = r ? text.slice(q.index + q.text.length, r.index) : '';
    // ... but "grew 2% to 12%" is a change and a level.
    const prevWord = (text.slice(0, q.index).match(/([\p{L}-]+)\W*$/u)?.[1] ?? '').toLowerCase();
    const afterChange = UP_CUES.has(prevWord) || DOWN_CUES.has(prevWord) || prevWord === 'by';
    if (r && !afterChange && /^\s*(?:to|-|–)\s*$/.test(gap) && r.kind === q.kind) {
      byChars('quantity', type, q.index, r.index + r.text.length - q.index);
      i++;
      continue;
    }
    byChars('quantity', type, q.index, q.text.length);
  }
  for (const m of text.matchAll(PERIOD_RE)) byChars('period', 'period', m.index!, m[0].length);
  for (const m of text.matchAll(COUNT_RE)) {
    const n = m[1]!.replace(/,/g, '');
    const prev = text.slice(0, m.index).trim().split(/\s+/).pop() ?? '';
    // A bare number (no scale, no unit) counts only when written with thousands separators
    // ("498,030"); "110" or "0.30" alone are too often parts of ranges, ratios or dates.
    if (m[0] === m[1] && (/^(?:19|20)\d\d$/.test(n) || MONTHS.test(prev) || !m[1]!.includes(','))) continue;
    byChars('count', 'other', m.index!, m[0].length);
  }
  mentions.sort((a, b) => a.start - b.start || b.end - a.end);
  return { text, toks, mentions };
}

function tokenSpan(toks: Tok[], from: number, to: number): [number, number] | null {
  let s = -1;
  let e = -1;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.end > from && toks[i]!.start < to) {
      if (s < 0) s = i;
      e = i + 1;
    }
  }
  return s < 0 ? null : [s, e];
}

function overlaps(ms: Mention[], s: number, e: number): boolean {
  return ms.some((m) => m.start < e && s < m.end);
}
