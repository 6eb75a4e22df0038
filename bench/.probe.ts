// scratch probe (not committed)
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openAskDeps } from '../src/app/open.js';
import { ask } from '../src/query/answer/ask.js';
import { readFactQuestions } from './lib/fact-grade.js';
import { FACT_QUESTION_SETS } from './fact-questions.js';
import { dbFactLookup } from '../src/query/facts/lookup.js';
import { describeFact } from '../src/core/fact-text.js';
import { statesValue } from './lib/fact-values.js';
const [workdir, ...ids] = process.argv.slice(2);
const qs = FACT_QUESTION_SETS.flatMap(readFactQuestions).filter((q) => ids.includes(q.id));
const opened = await openAskDeps({ ...defaultConfig(), workdir }, { out: silentReporter });
const deps = opened.deps;
const all = deps.db.prepare('SELECT DISTINCT metric FROM facts').pluck().all() as string[];
const docs = new Map((deps.db.prepare('SELECT file_name f, company c FROM documents').all() as {f:string;c:string}[]).map((d) => [d.f.replace(/\.pdf$/,''), d.c]));
for (const q of qs) {
  let plan: any = null;
  const a = await ask(q.question, { mode: 'hybrid', onPlan: (p) => (plan ??= p) }, deps);
  console.log(`\n=== ${q.id} [${q.kind}] ${q.question}`);
  console.log(`plan: intent=${plan?.intent} metrics=${plan?.metrics.join(',')} named=${plan?.named} words="${plan?.metricWords}" mods=${plan?.modifiers} wanted=${plan?.wanted} unit=${plan?.unit} period=${JSON.stringify(plan?.period)} companies=${plan?.companies} figure=${JSON.stringify({b:plan?.figure.basis,cap:plan?.figure.capitalised,part:plan?.figure.partWords,ch:plan?.figure.change})}`);
  console.log('answer:', a.answer.slice(0, 500).replace(/\n/g, ' ⏎ '));
  for (const v of q.values) {
    console.log(`gold ${v.company}: ${v.value} [${v.kind}${v.segment ? ', ' + v.segment : ''}] p${v.page}: ${v.text}`);
    const c = docs.get(v.company)!;
    const fs = dbFactLookup(deps.db).factsFor([c], all).filter((f) => v.value && statesValue(describeFact(f), v.value));
    for (const f of fs) console.log(`   fact ${f.id.slice(0,8)} ${f.metric} "${f.metricText}" ${f.valueText} ${f.kind}/${f.basis} seg=${f.segment} per=${JSON.stringify(f.period)}/${f.periodText} p${f.page}: ${f.sentence.slice(0, 150)}`);
  }
}
await opened.close();
