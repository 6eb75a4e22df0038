/**
 * The facts a question plan needs, read from the workdir's `facts` table (a PostgreSQL store's is
 * replicated into the workdir like the chunks): those of some companies and metrics, with the
 * document each one cites, and the sentence it cites as a context of that document. Facts held
 * tentative by how they were read (how-read.ts, data/vocabulary/fact-gates.json) are left out.
 */
import type { Db } from '../../core/store/db.js';
import { type CallBusinessNames, businessNames } from '../../core/text/business-names.js';
import { factsFor } from '../../core/store/sqlite/facts.js';
import type { StoredFact } from './pick.js';
import { isTentative } from './how-read.js';
import { type Context, contextKind } from '../retrieve/types.js';

export interface FactLookup {
  /** Facts of these metrics, of these companies (null: of every company). */
  factsFor(companies: readonly string[] | null, metrics: readonly string[]): StoredFact[];
}

interface DocRow {
  id: string;
  fileName: string;
  quarter: string | null;
  year: string | null;
}

const callNamesCache = new WeakMap<Db, Map<string, CallBusinessNames>>();

/** Facts from the workdir database; none when it has no facts table (an index built before facts). */
export function dbFactLookup(db: Db): FactLookup {
  let has: boolean | undefined;
  // The other names each call gives its segments, read from its pages when a question first asks of that call's segments;
  // kept for the database's later questions (a document's id is its content's hash).
  const namesOf = callNamesCache.get(db) ?? new Map<string, CallBusinessNames>();
  callNamesCache.set(db, namesOf);
  let pagesHeld: boolean | undefined;
  const callNames = (docId: string, segments: readonly string[]): CallBusinessNames => {
    const key = `${docId}\u0000${segments.join('\u0000')}`;
    let n = namesOf.get(key);
    if (n) return n;
    let read: CallBusinessNames['all'] | undefined;
    n = {
      get all() {
        if (read) return read;
        pagesHeld ??= db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'pages'").get() !== undefined;
        const pages = pagesHeld && segments.length > 0 ? (db.prepare('SELECT text FROM pages WHERE doc_id = ? ORDER BY page_no').all(docId) as { text: string }[]) : [];
        return (read = pages.length > 0 ? businessNames(pages.map((p) => p.text.replace(/\s+/g, ' ')).join(' '), segments) : {});
      },
    };
    namesOf.set(key, n);
    return n;
  };
  return {
    factsFor(companies, metrics) {
      has ??= db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'facts'").get() !== undefined;
      if (!has || companies?.length === 0 || metrics.length === 0) return [];
      // A fact read by a path that is usually wrong (data/vocabulary/fact-gates.json) stays stored, its sentence found by text retrieval, but is not stated from.
      const facts = factsFor(db, companies ? { companies, metrics } : { metrics }).filter((f) => !isTentative(f));
      const ids = [...new Set(facts.map((f) => f.docId))];
      if (ids.length === 0) return [];
      const docs = new Map(
        (db.prepare(`SELECT id, file_name AS fileName, quarter, year FROM documents WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as DocRow[]).map((d) => [d.id, d]),
      );
      const currencies = new Map<string, string>();
      const counted = db
        .prepare(`SELECT doc_id AS docId, currency FROM facts WHERE currency IS NOT NULL AND segment IS NULL AND kind = 'actual' AND doc_id IN (${ids.map(() => '?').join(',')}) GROUP BY doc_id, currency ORDER BY count(*) DESC, currency`)
        .all(...ids) as { docId: string; currency: string }[];
      for (const c of counted) if (!currencies.has(c.docId)) currencies.set(c.docId, c.currency);
      const segments = new Map<string, string[]>();
      const named = db.prepare(`SELECT DISTINCT doc_id AS docId, segment FROM facts WHERE segment IS NOT NULL AND doc_id IN (${ids.map(() => '?').join(',')}) ORDER BY segment`).all(...ids) as { docId: string; segment: string }[];
      for (const n of named) segments.set(n.docId, [...(segments.get(n.docId) ?? []), n.segment]);
      return facts.flatMap((f) => {
        const d = docs.get(f.docId);
        return d ? [{ ...f, document: d.fileName, docQuarter: d.quarter, docYear: d.year, docCurrency: currencies.get(f.docId) ?? null, docSegments: segments.get(f.docId) ?? [], docNames: callNames(f.docId, segments.get(f.docId) ?? []) }] : [];
      });
    },
  };
}

/** Facts held in memory (tests, benches): the same filter over a list. */
export function memoryFactLookup(facts: readonly StoredFact[]): FactLookup {
  return { factsFor: (companies, metrics) => facts.filter((f) => f.company !== null && (!companies || companies.includes(f.company)) && metrics.includes(f.metric)) };
}

/** A fact's sentence as a context of its call. */
export function contextOf(f: StoredFact): Context {
  return {
    channel: 'vector',
    text: f.sentence,
    chunkId: null,
    document: f.document,
    company: f.company,
    quarter: f.docQuarter,
    year: f.docYear,
    pages: [f.page],
    score: 1,
    kind: 'chunk',
  };
}

/** Where among the contexts a chunk of the document holds the sentence (its first 80 characters, whitespace aside); -1 if none does. */
export function chunkHolding(contexts: readonly Context[], document: string, sentence: string): number {
  return contexts.findIndex((c) => contextKind(c) === 'chunk' && c.document === document && flat(c.text).includes(flat(sentence).slice(0, 80)));
}

const flat = (s: string): string => s.replace(/\s+/g, ' ');
