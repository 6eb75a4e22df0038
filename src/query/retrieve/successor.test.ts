import { describe, expect, it } from 'vitest';
import { propagateToSuccessors } from './successor.js';

describe('successor propagation', () => {
  const succ = new Map([
    ['q1', 'a1'],
    ['a1', 'q2'],
  ]);
  it('passes λ of each score to the next chunk, adding chunks not yet ranked', () => {
    const out = propagateToSuccessors([{ id: 'q1', score: 1 }, { id: 'x', score: 0.6 }], succ, 0.5);
    expect(out).toEqual([
      { id: 'q1', score: 1 },
      { id: 'x', score: 0.6 },
      { id: 'a1', score: 0.5 },
    ]);
  });
  it('uses the original scores (one step, no chains) and is off at λ = 0', () => {
    const ranked = [{ id: 'q1', score: 1 }, { id: 'a1', score: 0.2 }];
    expect(propagateToSuccessors(ranked, succ, 0.5)).toEqual([
      { id: 'q1', score: 1 },
      { id: 'a1', score: 0.7 },
      { id: 'q2', score: 0.1 },
    ]);
    expect(propagateToSuccessors(ranked, succ, 0)).toEqual(ranked);
  });
});

describe('which chunks pass their score on', () => {
  it('only a chunk that contains the question itself (not a paraphrase) gives to its successor', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDb } = await import('../../core/store/db.js');
    const { successors } = await import('./successor.js');
    const dir = mkdtempSync(join(tmpdir(), 'hr-succ-'));
    const db = openDb(dir);
    try {
      db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, status, ingested_at) VALUES ('d', '/d', 'd.txt', 'd', 0, 'txt', 'ok', '')`).run();
      const ins = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, 'd', ?, ?, 0, 0, 1, 1)`);
      ins.run('q', 0, 'Analyst: how should we think about the margin trajectory for the rest of the year?');
      ins.run('a', 1, 'CFO: we expect margins to recover by 100 basis points by the fourth quarter.');
      ins.run('x', 2, 'Moderator: the next question is from the line of another analyst.');
      const asked = 'How should we think about the margin trajectory for the rest of the year?';
      expect([...successors(db, ['q', 'a', 'x'], asked)]).toEqual([['q', 'a']]);
      expect(successors(db, ['q', 'a', 'x'], 'What is the outlook for margins?').size).toBe(0);
      // Through a memo: the same answers, and chunks already known are not read again.
      const known = new Map();
      expect([...successors(db, ['q', 'x'], asked, undefined, known)]).toEqual([['q', 'a']]);
      expect([...known.keys()].sort()).toEqual(['q', 'x']);
      expect(known.get('x')).toBeNull(); // the last chunk: no successor
      db.prepare(`UPDATE chunks SET text = 'changed' WHERE id = 'q'`).run();
      expect([...successors(db, ['q', 'a', 'x'], asked, undefined, known)]).toEqual([['q', 'a']]);
      expect(known.size).toBe(3);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('questionEcho', () => {
  it('agrees with coverage(question, [text]) >= min on echoes, paraphrases, short and empty texts', async () => {
    const { questionEcho, textWords } = await import('./successor.js');
    const { coverage } = await import('./evidence-recall.js');
    const questions = ['How should we think about the margin trajectory for the rest of the year?', 'NIM?', 'Net interest margin', '', 'What is the outlook, and what is the outlook for margins?'];
    const texts = [
      'Analyst: how should we think about the margin trajectory for the rest of the year? Thank you.',
      'CFO: we expect margins to recover by 100 basis points by the fourth quarter.',
      'how should we think about the margin',
      'NIM?',
      'net interest margin',
      'interest margin net',
      '',
      'What is the outlook for margins and what is the outlook?',
    ];
    for (const q of questions) {
      for (const min of [0.3, 0.5, 1]) {
        const echoes = questionEcho(q, min);
        for (const t of texts) {
          expect(echoes(t), `${q} | ${t} | ${min}`).toBe(coverage(q, [t]) >= min);
          expect(echoes(t, textWords(t)), `${q} | ${t} | ${min} (words known)`).toBe(coverage(q, [t]) >= min);
        }
      }
    }
  });
});
