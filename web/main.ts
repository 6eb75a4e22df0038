/**
 * The hybridrag web UI: ask with a mode and filters, stream the answer, open cited pages with the
 * quoted passage highlighted, draw the graph around the question's entities (sigma.js), and
 * compare the four modes side by side, saying whether they agree; an answer stated from facts
 * shows them as a grid (company by metric), and a company's stored facts are listed as a table.
 * Talks to /api only.
 */
import { modeAgreement } from '../src/server/mode-agreement.js';
import { DEFAULT_MODE, MODES } from '../src/query/retrieve/types.js';
import { drawGraph, type DrawnGraph } from './graph-render.js';
import { factGrid, gridCellText, kindLabel, type ShownFact } from './fact-grid.js';
import { periodLabel } from '../src/core/fact.js';

interface Citation { n: number; document: string; company: string | null; quarter: string | null; year: string | null; pages: number[]; context: number }
interface Context { channel: string; kind: string; text: string; document: string; company: string | null; quarter: string | null; year: string | null; pages: number[]; score: number }
interface Scope { companies: string[]; quarter?: string | null; year?: string | null; source?: string; absent?: { text: string }[]; group?: { sector?: string; companies: string[] } | null }
interface AskResult { answer: string; refused: boolean; citations: Citation[]; contexts: Context[]; scope: Scope; mode: string; workdir: string; facts?: ShownFact[] }
interface Company { name: string; ticker: string | null; quarters: { quarter: string | null; year: string | null }[] }

interface QuestionGraph { linked: string[]; nodes: { id: string; label: string; type: string; degree: number }[]; edges: { source: string; target: string; relation: string; source_label: string }[]; truncated: boolean }

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
let token = sessionStorage.getItem('hybridrag-token') ?? '';

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(path, { ...init, headers });
  if (res.status === 401) {
    const t = window.prompt('This server needs a token (HYBRIDRAG_TOKEN):');
    if (t) {
      token = t.trim();
      sessionStorage.setItem('hybridrag-token', token);
      return api(path, init);
    }
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message: string; hint?: string } } | null;
    throw new Error(body?.error ? `${body.error.message}${body.error.hint ? ` (${body.error.hint})` : ''}` : `HTTP ${res.status}`);
  }
  return res;
}

function showError(err: unknown): void {
  const el = $('error');
  el.textContent = err instanceof Error ? err.message : String(err);
  el.hidden = false;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

function requestBody(mode: string): string {
  const filters: Record<string, string> = {};
  for (const key of ['company', 'quarter', 'year'] as const) {
    const v = $<HTMLSelectElement>(key).value;
    if (v) filters[key] = v;
  }
  return JSON.stringify({ question: $<HTMLInputElement>('question').value, mode, filters });
}

function describeScope(s: Scope): string {
  const period = [s.quarter, s.year].filter(Boolean).join(' ');
  const who = s.companies.length ? s.companies.join(', ') : 'all companies';
  const absent = s.absent?.length ? ` · not in the corpus: ${s.absent.map((a) => a.text).join(', ')}` : '';
  return `Scope: ${who}${period ? `, ${period}` : ''}${s.source && s.source !== 'none' ? ` (from the ${s.source})` : ''}${absent}`;
}

function citationLabel(c: Citation): string {
  const when = [c.quarter, c.year].filter(Boolean).join(' ');
  const who = [c.company, when].filter(Boolean).join(', ');
  const pages = c.pages.length === 0 ? '' : c.pages.length === 1 ? `p. ${c.pages[0]}` : `pp. ${c.pages.join(', ')}`;
  return [c.document, who, pages].filter(Boolean).join(' — ');
}

/**
 * The answer's sentences that carry marker [n], without markers: what the answer quotes from that
 * source. A line stating a fact quotes its sentence in quotation marks (“…”): the quotation is it.
 */
function quotedBy(answer: string, n: number): string[] {
  return answer
    .split(/(?<=[.!?](?:\s*\[[\d,\s]+\])*)\s+(?=[A-Z"(])|\n+/)
    .filter((s) => new RegExp(`\\[(?:\\d+,\\s*)*${n}(?:,\\s*\\d+)*\\]`).test(s))
    .map((s) => (/“([^”]+)”/.exec(s)?.[1] ?? s.replace(/\s*\[[\d,\s]+\]/g, '')).trim())
    .filter((s) => s.length > 0);
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where each passage stands in the page text, matching across line breaks and spacing. */
function passageRanges(text: string, passages: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const p of passages) {
    const words = p.split(/\s+/).filter(Boolean).map(escapeRe);
    if (words.length === 0) continue;
    const m = new RegExp(words.join('\\s+')).exec(text);
    if (m) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** The page text with each passage found in it marked. */
function highlighted(text: string, passages: string[]): Node[] {
  const ranges = passageRanges(text, passages);
  const out: Node[] = [];
  let at = 0;
  for (const [s, e] of ranges) {
    if (s < at) continue;
    out.push(document.createTextNode(text.slice(at, s)), el('mark', {}, text.slice(s, e)));
    at = e;
  }
  out.push(document.createTextNode(text.slice(at)));
  return out;
}

interface PageText { document: string; page: number; pages: number; text: string }

async function fetchPage(document: string, n: number): Promise<PageText> {
  return (await (await api(`/api/documents/${encodeURIComponent(document)}/pages/${n}`)).json()) as PageText;
}

/** The page in the panel, and the passages highlighted wherever they appear as the reader pages on. */
let shown: { page: PageText; passages: string[] } | null = null;

function showPage(p: PageText, passages: string[]): void {
  shown = { page: p, passages };
  $('page-title').textContent = `${p.document}, page ${p.page} of ${p.pages}`;
  $('page-text').replaceChildren(...highlighted(p.text, passages));
  $<HTMLButtonElement>('page-prev').disabled = p.page <= 1;
  $<HTMLButtonElement>('page-next').disabled = p.page >= p.pages;
  const panel = $('page');
  panel.hidden = false;
  // Scroll the panel (not the window) to the first highlight.
  const mark = panel.querySelector('mark');
  panel.scrollTop = mark ? Math.max(0, mark.offsetTop - panel.clientHeight / 3) : 0;
}

async function turnPage(step: number): Promise<void> {
  if (!shown) return;
  const n = shown.page.page + step;
  if (n < 1 || n > shown.page.pages) return;
  showPage(await fetchPage(shown.page.document, n), shown.passages);
}

/**
 * Open the cited page that holds the quoted sentence: a cited chunk may span pages n and n+1
 * while the sentence the answer quotes sits on n+1.
 */
async function openCitation(c: Citation, r: AskResult): Promise<void> {
  const passages = quotedBy(r.answer, c.n);
  // No sentence quoted (an abstractive answer): highlight the start of the cited context instead.
  if (passages.length === 0) passages.push(r.contexts[c.context - 1]?.text.split('\n')[0] ?? '');
  let first: PageText | null = null;
  for (const n of c.pages.length > 0 ? c.pages : [1]) {
    const p = await fetchPage(c.document, n);
    if (passageRanges(p.text, passages).length > 0) return showPage(p, passages);
    first ??= p;
  }
  showPage(first!, passages);
}

/** Open the page a fact was read from, its sentence highlighted. */
async function openFact(f: ShownFact): Promise<void> {
  showPage(await fetchPage(f.document ?? f.docId, f.page), [f.sentence]);
}

/** A link opening the page a fact was read from. */
function factLink(f: ShownFact, text: string, label: string): HTMLAnchorElement {
  const link = el('a', { className: 'fact-link', href: '#', textContent: text, title: `${f.document ?? f.docId}, p. ${f.page}: ${f.sentence}` });
  link.setAttribute('aria-label', label);
  link.addEventListener('click', (e) => {
    e.preventDefault();
    run(() => openFact(f));
  });
  return link;
}

/** Under an answer stated from facts for two or more companies: company by metric, each value opening its page. */
function renderFactGrid(r: AskResult): void {
  const box = $('fact-grid');
  const g = r.facts && r.scope ? factGrid(r.facts, r.scope) : null;
  box.hidden = g === null;
  if (!g) {
    box.replaceChildren();
    return;
  }
  const table = el(
    'table',
    { className: 'facts' },
    el('caption', { textContent: 'Figures the answer states' }),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col', textContent: 'Company' }), ...g.columns.map((c) => el('th', { scope: 'col', textContent: c.label })))),
    el(
      'tbody',
      {},
      ...g.companies.map((company, i) =>
        el(
          'tr',
          {},
          el('th', { scope: 'row', textContent: company }),
          ...g.columns.map((col, j) => {
            const cell = g.cells[i]![j]!;
            if (cell.length === 0) return el('td', { className: 'not-stated', textContent: 'not stated' });
            const links = cell.map((f) => {
              const text = gridCellText(f, col);
              return factLink(f, text, `${company}: ${text}, open ${f.document ?? f.docId} page ${f.page}`);
            });
            return el('td', {}, ...links.flatMap((a, k) => (k === 0 ? [a] : [el('br'), a])));
          }),
        ),
      ),
    ),
  );
  box.replaceChildren(el('div', { className: 'table-scroll' }, table));
}

/** After the scope line: a button per company of the answer listing its stored facts. */
function renderScopeFacts(s: Scope | undefined): void {
  const names = s ? (s.companies.length > 0 ? s.companies : (s.group?.companies ?? [])) : [];
  const box = $('scope-facts');
  box.hidden = names.length === 0;
  box.replaceChildren(
    ...(names.length === 0 ? [] : [document.createTextNode('Facts: ')]),
    ...names.flatMap((name, i) => {
      const b = el('button', { type: 'button', className: 'company-facts', textContent: name, title: `List the facts stored for ${name}` });
      b.addEventListener('click', () => run(() => showFacts(name)));
      return i === 0 ? [b] : [document.createTextNode(' '), b];
    }),
  );
}

/** The facts of the company shown in the Facts view, filtered by its metric and kind selects. */
let listed: { company: string; facts: ShownFact[] } | null = null;

function renderFactsTable(): void {
  if (!listed) return;
  const metric = $<HTMLSelectElement>('facts-metric').value;
  const kind = $<HTMLSelectElement>('facts-kind').value;
  const rows = listed.facts.filter((f) => (!metric || f.metric === metric) && (!kind || f.kind === kind));
  $('facts-count').textContent = `${rows.length} of ${listed.facts.length} facts`;
  $('facts-table').replaceChildren(
    el('caption', { className: 'visually-hidden', textContent: `Facts stored for ${listed.company}` }),
    el('thead', {}, el('tr', {}, ...['Metric', 'Value', 'Period', 'Kind', 'Segment', 'Page'].map((h) => el('th', { scope: 'col', textContent: h })))),
    el(
      'tbody',
      {},
      ...rows.map((f) => {
        const doc = f.document ?? f.docId;
        return el(
          'tr',
          {},
          el('td', { textContent: f.metricText, title: f.metric }),
          el('td', { textContent: f.valueText }),
          el('td', { textContent: periodLabel(f.period) || (f.periodText ?? '') }),
          el('td', { textContent: kindLabel(f) || f.kind }),
          el('td', { textContent: f.segment ?? '' }),
          el('td', {}, factLink(f, `p. ${f.page}`, `${f.metricText} ${f.valueText}: open ${doc} page ${f.page}`)),
        );
      }),
    ),
  );
}

/** The Facts view: a company's stored facts as a table, each row linked to its page. */
async function showFacts(company: string): Promise<void> {
  const body = (await (await api(`/api/facts?company=${encodeURIComponent(company)}`)).json()) as { company: string; facts: ShownFact[] };
  listed = body;
  $('single').hidden = true;
  $('comparison').hidden = true;
  $('page').hidden = true;
  $('facts-title').textContent = `Facts: ${body.company}`;
  const option = (value: string, text: string) => el('option', { value, textContent: text });
  const metrics = [...new Map(body.facts.map((f) => [f.metric, f.metricText])).entries()].sort((a, b) => a[0].localeCompare(b[0]));
  $<HTMLSelectElement>('facts-metric').replaceChildren(option('', 'all'), ...metrics.map(([id]) => option(id, id.replace(/_/g, ' '))));
  const kinds = [...new Set(body.facts.map((f) => f.kind))];
  $<HTMLSelectElement>('facts-kind').replaceChildren(option('', 'all'), ...kinds.map((k) => option(k, k)));
  renderFactsTable();
  $('facts-view').hidden = false;
  $('facts-title').focus();
}

/** The answer text with each citation marker [n] (or [n, m]) a link opening that citation. */
function answerWithMarkers(r: AskResult): Node[] {
  const out: Node[] = [];
  let at = 0;
  for (const m of r.answer.matchAll(/\[(\d+(?:,\s*\d+)*)\]/g)) {
    out.push(document.createTextNode(r.answer.slice(at, m.index)), document.createTextNode('['));
    m[1]!.split(/,\s*/).forEach((num, i) => {
      const c = r.citations.find((x) => x.n === Number(num));
      if (i > 0) out.push(document.createTextNode(', '));
      if (!c) return out.push(document.createTextNode(num));
      const link = el('a', { className: 'marker', href: '#', textContent: num, title: citationLabel(c) });
      link.addEventListener('click', (e) => {
        e.preventDefault();
        openCitation(c, r).catch(showError);
      });
      out.push(link);
    });
    out.push(document.createTextNode(']'));
    at = m.index + m[0].length;
  }
  out.push(document.createTextNode(r.answer.slice(at)));
  return out;
}

function citationList(r: AskResult): HTMLElement[] {
  return r.citations.map((c) => {
    const link = el('a', { className: 'cite', textContent: `[${c.n}] ${citationLabel(c)}` });
    link.addEventListener('click', () => openCitation(c, r).catch(showError));
    return el('li', {}, link);
  });
}

function renderContexts(r: AskResult): void {
  $('contexts').replaceChildren(...r.contexts.map((c) => {
    const src = [c.document, c.company, [c.quarter, c.year].filter(Boolean).join(' '), c.pages.length ? `p. ${c.pages.join(', ')}` : ''].filter(Boolean).join(' — ');
    return el('li', {}, el('span', { className: `channel ${c.channel}`, textContent: c.channel }), el('span', { className: 'dim', textContent: `score ${c.score} · ${src}` }), el('p', { className: 'ctx-text', textContent: c.text }));
  }));
}

/** Read server-sent events from a fetch response. */
async function* events(res: Response): AsyncGenerator<{ event: string; data: string }> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buf += value;
    let i: number;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const lines = block.split('\n');
      yield { event: lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message', data: lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n') };
    }
  }
}

async function askStreaming(): Promise<void> {
  $('comparison').hidden = true;
  $('facts-view').hidden = true;
  $('single').hidden = false;
  $('page').hidden = true;
  for (const id of ['scope', 'answer']) $(id).textContent = '';
  $('citations').replaceChildren();
  $('contexts').replaceChildren();
  $('graph-box').hidden = true;
  $('fact-grid').hidden = true;
  renderScopeFacts(undefined);
  const mode = $<HTMLSelectElement>('mode').value;
  const res = await api('/api/ask', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: requestBody(mode) });
  const r: Partial<AskResult> = { answer: '' };
  for await (const e of events(res)) {
    const data = JSON.parse(e.data) as unknown;
    if (e.event === 'scope') {
      r.scope = data as Scope;
      $('scope').textContent = describeScope(r.scope);
      renderScopeFacts(r.scope);
    } else if (e.event === 'contexts') {
      r.contexts = data as Context[];
      renderContexts(r as AskResult);
    } else if (e.event === 'answer') {
      r.answer += (data as { text: string }).text;
      $('answer').textContent = r.answer!;
    } else if (e.event === 'done') {
      Object.assign(r, data);
      $('citations').replaceChildren(...citationList(r as AskResult));
      $('answer').replaceChildren(...answerWithMarkers(r as AskResult));
      $('answer').classList.toggle('refused', r.refused === true);
      renderFactGrid(r as AskResult);
    }
  }
  await showQuestionGraph($<HTMLInputElement>('question').value, r.scope);
}

let drawn: DrawnGraph | null = null;

/** The graph around the entities the question links to, in the answer's company when it has one. */
async function showQuestionGraph(question: string, scope: Scope | undefined): Promise<void> {
  const params = new URLSearchParams({ question });
  if (scope?.companies.length === 1) params.set('company', scope.companies[0]!);
  const g = (await (await api(`/api/graph/question?${params}`)).json()) as QuestionGraph;
  drawn?.kill();
  drawn = null;
  const box = $('graph-box');
  box.hidden = g.nodes.length === 0;
  if (g.nodes.length === 0) return;
  const names = new Map(g.nodes.map((n) => [n.id, n.label]));
  $('graph-note').textContent = `${[...new Set(g.linked.map((id) => names.get(id)))].join(', ')} · ${g.nodes.length} entities, ${g.edges.length} relations${g.truncated ? ' (the nearest)' : ''} · click an entity for its relations`;
  $('graph-details').textContent = '';
  const linked = new Set(g.linked);
  drawn = drawGraph($('graph'), g.nodes.map((n) => ({ ...n, seed: linked.has(n.id) })), g.edges, {
    onSelect: (id) => {
      const lines = id === null ? [] : g.edges.filter((e) => e.source === id || e.target === id).map((e) => el('li', {}, `${names.get(e.source)} `, el('b', { textContent: e.relation }), ` ${names.get(e.target)} `, el('span', { className: 'dim', textContent: `(${e.source_label})` })));
      $('graph-details').replaceChildren(...(lines.length ? [el('ul', {}, ...lines)] : []));
    },
  });
  (window as unknown as { hybridragGraph: DrawnGraph }).hybridragGraph = drawn;
}

async function compareModes(): Promise<void> {
  $('single').hidden = true;
  $('facts-view').hidden = true;
  $('page').hidden = true;
  const box = $('comparison');
  box.hidden = false;
  const cols = MODES.map((m) => {
    const col = el('div', { className: 'mode-col' }, el('h2', { textContent: m }), el('p', { className: 'text dim', textContent: 'answering…' }));
    col.dataset.mode = m;
    return col;
  });
  // Whether the modes agree (the documents they cite, the figures they state), once they have answered.
  const agreement = el('p', { id: 'agreement', className: 'agreement dim', textContent: 'Comparing the modes…' });
  box.replaceChildren(agreement, ...cols);
  const results: AskResult[] = [];
  // One after another: the server computes answers a few at a time anyway.
  for (const [i, mode] of MODES.entries()) {
    const col = cols[i]!;
    try {
      const r = (await (await api('/api/ask', { method: 'POST', headers: { 'content-type': 'application/json' }, body: requestBody(mode) })).json()) as AskResult;
      results.push({ ...r, mode });
      const channels = [...new Set(r.contexts.map((c) => c.channel))].join(', ') || 'none';
      col.replaceChildren(
        el('h2', { textContent: mode }),
        el('p', { className: 'text' }, ...answerWithMarkers(r)),
        el('ol', { className: 'cites' }, ...citationList(r)),
        el('p', { className: 'dim', textContent: `${r.contexts.length} contexts (${channels})${r.refused ? ' · refused' : ''}` }),
      );
    } catch (err) {
      col.replaceChildren(el('h2', { textContent: mode }), el('p', { className: 'text', textContent: err instanceof Error ? err.message : String(err) }));
    }
  }
  const a = modeAgreement(results);
  agreement.textContent = a.line;
  agreement.className = `agreement ${a.documentGroups.length > 1 || a.figuresDisagree ? 'disagree' : 'dim'}`;
}

async function loadFilters(): Promise<void> {
  const { companies } = (await (await api('/api/companies')).json()) as { companies: Company[] };
  $<HTMLSelectElement>('company').append(...companies.map((c) => el('option', { value: c.ticker ?? c.name, textContent: c.ticker ? `${c.name} (${c.ticker})` : c.name })));
  const years = [...new Set(companies.flatMap((c) => c.quarters.map((q) => q.year)).filter((y): y is string => !!y))].sort();
  $<HTMLSelectElement>('year').append(...years.map((y) => el('option', { value: y, textContent: y })));
}

interface LatestEval { finishedAt: string; dataset: string; kind: string; outDir: string; reportHtml: boolean; metrics: { questions?: number; modes?: Record<string, Record<string, unknown>> } }

/** The workdir's latest `hybridrag eval`, when there is one: metric means per mode, and the full report. */
async function loadLatestEval(): Promise<void> {
  const res = await fetch('/api/eval/latest', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) return; // never evaluated (404), or the token is asked for elsewhere
  const e = (await res.json()) as LatestEval;
  const modes = Object.keys(e.metrics.modes ?? {});
  const isSummary = (v: unknown): v is { mean: number | null; n: number } => typeof v === 'object' && v !== null && 'mean' in v;
  const metrics = [...new Set(modes.flatMap((m) => Object.keys(e.metrics.modes![m]!).filter((k) => isSummary(e.metrics.modes![m]![k]))))];
  const when = new Date(e.finishedAt).toLocaleString();
  $('eval-summary').textContent = `Latest evaluation: ${e.dataset} · ${e.metrics.questions ?? '?'} questions · ${when}`;
  const cell = (m: string, k: string): string => {
    const v = e.metrics.modes![m]![k];
    return isSummary(v) && v.mean !== null ? v.mean.toFixed(3) : '–';
  };
  $('eval-table').replaceChildren(
    el('thead', {}, el('tr', {}, el('th', { textContent: 'metric' }), ...modes.map((m) => el('th', { textContent: m })))),
    el('tbody', {}, ...metrics.map((k) => el('tr', {}, el('td', { textContent: k }), ...modes.map((m) => el('td', { textContent: cell(m, k) }))))),
  );
  $('eval-report').hidden = !e.reportHtml;
  $('eval-box').hidden = false;
}

$('eval-report').addEventListener('click', () => {
  run(async () => {
    const html = await (await api('/api/eval/latest/report.html')).blob();
    window.open(URL.createObjectURL(html), '_blank');
  });
});

function run(fn: () => Promise<void>): void {
  $('error').hidden = true;
  fn().catch(showError);
}

$('ask-form').addEventListener('submit', (e) => {
  e.preventDefault();
  run(askStreaming);
});
$('compare').addEventListener('click', () => {
  if ($<HTMLFormElement>('ask-form').reportValidity()) run(compareModes);
});
$('facts').addEventListener('click', () => {
  const company = $<HTMLSelectElement>('company').value;
  if (company) run(() => showFacts(company));
  else showError(new Error('Choose a company to list its facts.'));
});
$('facts-close').addEventListener('click', () => {
  $('facts-view').hidden = true;
  $('page').hidden = true;
  $('single').hidden = false;
});
$('facts-metric').addEventListener('change', renderFactsTable);
$('facts-kind').addEventListener('change', renderFactsTable);
$('page-close').addEventListener('click', () => ($('page').hidden = true));
$('page-prev').addEventListener('click', () => run(() => turnPage(-1)));
$('page-next').addEventListener('click', () => run(() => turnPage(1)));
// The graph follows its box: narrower when the page panel opens beside it, wider when it closes.
new ResizeObserver(() => {
  if (drawn && $('graph').offsetWidth > 0 && $('graph').offsetHeight > 0) drawn.sigma.refresh();
}).observe($('graph'));
// The modes, the default selected: the same default as `hybridrag ask` and the API.
$<HTMLSelectElement>('mode').replaceChildren(...MODES.map((m) => el('option', { value: m, textContent: m, selected: m === DEFAULT_MODE })));
run(loadFilters);
loadLatestEval().catch(() => {});
api('/api/status').then(async (res) => {
  const s = (await res.json()) as { workdir: string; documents: number };
  $('workdir').textContent = `${s.documents} documents · ${s.workdir}`;
}).catch(() => {});
