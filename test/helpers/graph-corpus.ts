/**
 * A two-company corpus written straight into a workdir database (documents + chunks), and a
 * scripted "model" for the fake OpenAI server: tier 1 returns the chunk as its abstract, tier 2
 * returns the triplets an analyst would write for each chunk (keyed by the chunk's first words).
 * Chunk "QUARANTINE" always gets an unusable reply.
 */
import type { ChatBody } from '../fake-openai/server.js';
import type { Db } from '../../src/core/store/db.js';

export const TCS = 'Tata Consultancy Services Limited';
export const INFY = 'Infosys Limited';

interface Doc { id: string; company: string; ticker: string; file: string; chunks: { id: string; page: number; text: string; pages?: string[] }[] }

export const DOCS: Doc[] = [
  {
    id: 'doc-tcs', company: TCS, ticker: 'TCS', file: 'TCS.pdf',
    chunks: [
      { id: 'tcs-1', page: 1, text: 'We reported revenue of $7,226 million in Q1 FY24. Our operating margin was 23.2%, and operating margins expanded.' },
      { id: 'tcs-2', page: 2, text: 'K. Krithivasan is the CEO of Tata Consultancy Services Ltd. He joined in June.' },
      { id: 'tcs-3', page: 3, text: 'QUARANTINE this chunk: the model never answers it properly.' },
    ],
  },
  {
    id: 'doc-infy', company: INFY, ticker: 'INFY', file: 'Infosys <&> Q1.pdf',
    chunks: [
      {
        id: 'infy-1', page: 4, text: 'Infosys revenue grew 4.2% in constant currency. We compete with TCS for large deals.',
        // The chunk straddles a page break: each sentence is on its own page.
        pages: ['Infosys revenue grew 4.2% in\nconstant currency.', 'We compete with TCS for large deals.'],
      },
    ],
  },
];

const T = (head: string, head_type: string, relation: string, object: string, object_type: string) => ({ head, head_type, relation, object, object_type });

const TRIPLETS: Record<string, unknown[]> = {
  'We reported revenue': [
    T('the Company', 'organization', 'reported', 'Revenue', 'financial_metric'),
    T('Revenue', 'financial_metric', 'was', '$7,226 million', 'money'),
    T('Operating margin', 'financial_metric', 'Was', '23.2%', 'percentage'),
    T('TCS', 'organisation', 'has metric', 'Operating margin', 'metric'),
    T('TCS', 'organization', 'expanded', 'operating margins', 'financial_metric'),
  ],
  'K. Krithivasan': [
    T('K. Krithivasan', 'person', 'holds_role', 'CEO', 'role'),
    T('K. Krithivasan', 'person', 'works_for', 'Tata Consultancy Services Ltd.', 'organization'),
  ],
  'Infosys revenue': [
    T('Infosys', 'organization', 'reported', 'revenue', 'financial_metric'),
    T('revenue', 'financial_metric', 'grew_by', '4.2%', 'percentage'),
    T('we', 'organization', 'competes_with', 'TCS', 'organization'),
  ],
};

/** Insert the corpus (as the ingest stage would leave it). */
export function writeCorpus(db: Db, docs: readonly Doc[] = DOCS): void {
  const insDoc = db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, company, ticker, quarter, year, status, ingested_at, page_count)
    VALUES (?, ?, ?, ?, 0, 'pdf', ?, ?, 'Q1', 'FY24', 'ok', '2026-01-01T00:00:00Z', 4)`);
  const insChunk = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end, speaker) VALUES (?, ?, ?, ?, 0, 0, ?, ?, NULL)`);
  const insPage = db.prepare(`INSERT INTO pages (doc_id, page_no, text) VALUES (?, ?, ?)`);
  db.transaction(() => {
    for (const d of docs) {
      insDoc.run(d.id, `/corpus/${d.file}`, d.file, d.id, d.company, d.ticker);
      d.chunks.forEach((c, i) => {
        const pages = c.pages ?? [c.text];
        insChunk.run(c.id, d.id, i, c.text, c.page, c.page + pages.length - 1);
        pages.forEach((text, k) => insPage.run(d.id, c.page + k, text));
      });
    }
  })();
}

/** Which tier a chat request is, from its system prompt. */
export function tierOf(body: ChatBody): 'refine' | 'triplets' | 'other' {
  const sys = body.messages.find((m) => m.role === 'system')?.content ?? '';
  if (/knowledge-graph extraction/.test(sys)) return 'refine';
  if (/extract a knowledge graph/.test(sys)) return 'triplets';
  return 'other';
}

/** The scripted model. */
export function corpusChat(body: ChatBody): string {
  const user = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const doc = /<document>\n([\s\S]*?)\n<\/document>/.exec(body.messages.find((m) => m.role === 'user')?.content ?? '')?.[1] ?? user;
  if (tierOf(body) === 'refine') return doc;
  if (doc.startsWith('QUARANTINE')) return 'Sorry, I cannot produce JSON for this.';
  const key = Object.keys(TRIPLETS).find((k) => doc.startsWith(k));
  return JSON.stringify({ triplets: key ? TRIPLETS[key] : [] });
}
