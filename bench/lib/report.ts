/** Render bench results: a console/markdown table per section, and the JSON document. */
import type { MachineInfo } from './machine.js';
import type { Metric, Section } from './section.js';

export interface BenchResults {
  machine: MachineInfo;
  corpus: { name: string; path: string; documents: number; note?: string };
  options: Record<string, unknown>;
  sections: Section[];
  totalSeconds: number;
}

export function formatValue(v: Metric['value'], unit?: string): string {
  if (v === null) return 'n/a';
  if (typeof v === 'string') return v;
  if (!Number.isFinite(v)) return 'n/a';
  if (Number.isInteger(v)) return unit ? `${v} ${unit}` : String(v);
  const abs = Math.abs(v);
  const s = abs >= 100 ? v.toFixed(0) : abs >= 10 ? v.toFixed(1) : abs >= 1 ? v.toFixed(2) : v.toFixed(3);
  return unit ? `${s} ${unit}` : s;
}

function escapeCell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The metric table of one section as GitHub markdown, under a heading of `level` (2 = `##`). */
export function sectionMarkdown(s: Section, level = 2): string {
  const lines = [`${'#'.repeat(level)} ${s.title}`, ''];
  if (s.unavailable) {
    lines.push(`not available: ${s.unavailable}`, '');
    return lines.join('\n');
  }
  lines.push('| metric | value | reference |', '| --- | ---: | --- |');
  for (const m of s.metrics) {
    lines.push(`| ${escapeCell(m.name)} | ${escapeCell(formatValue(m.value, m.unit))} | ${escapeCell(m.reference ?? '')} |`);
  }
  lines.push('');
  for (const n of s.notes) lines.push(`- ${n}`);
  if (s.notes.length) lines.push('');
  return lines.join('\n');
}

/**
 * One run's results as a markdown block: `title` as a level-2 heading, the command that produced
 * it, the machine line, then a level-3 section per measured piece.
 */
export function resultsMarkdown(r: BenchResults, title = 'hybridrag benchmark results', command?: string): string {
  const m = r.machine;
  const head = [
    `## ${title}`,
    '',
    ...(command ? [`Command: \`${command}\`.`, ''] : []),
    `${m.date} · ${m.cpus} × ${m.cpuModel} · ${m.memoryGiB} GiB · load avg ${m.loadAvg.start} → ${m.loadAvg.end} · node ${m.node} · ${m.platform} · commit ${m.gitCommit ?? 'n/a'}`,
    '',
    `Corpus: ${r.corpus.name} (${r.corpus.documents} files, ${r.corpus.path})${r.corpus.note ? ` — ${r.corpus.note}` : ''}. Total bench time ${r.totalSeconds.toFixed(0)} s.`,
    '',
    `Packages: ${Object.entries(m.packages).map(([k, v]) => `${k} ${v}`).join(', ')}; pdftotext: ${m.tools.pdftotext ?? 'not installed'}.`,
    '',
  ];
  return [...head, ...r.sections.map((s) => sectionMarkdown(s, 3))].join('\n');
}

/** Plain console rendering (aligned columns), for the terminal running `npm run bench`. */
export function sectionConsole(s: Section): string {
  const lines = [`\n== ${s.title}${s.seconds !== undefined ? ` (${s.seconds.toFixed(1)} s)` : ''}`];
  if (s.unavailable) return [...lines, `   not available: ${s.unavailable}`].join('\n');
  const w = Math.max(10, ...s.metrics.map((m) => m.name.length));
  for (const m of s.metrics) {
    const v = formatValue(m.value, m.unit);
    lines.push(`   ${m.name.padEnd(w)}  ${v.padStart(14)}${m.reference ? `   (${m.reference})` : ''}`);
  }
  for (const n of s.notes) lines.push(`   · ${n}`);
  return lines.join('\n');
}
