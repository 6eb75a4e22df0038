import { openAskDeps } from '../src/app/open.js';
import { ask } from '../src/query/answer/ask.js';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
const wd = process.argv[2]!;
const qs = process.argv.slice(3);
const opened: any = await openAskDeps({ ...defaultConfig(), workdir: wd } as any, { out: silentReporter });
const deps = opened.deps ?? opened;
for (const q of qs) {
  let p: any;
  const a = await ask(q, { mode: 'hybrid', onPlan: (plan: any, facts: any) => (p ??= { plan, facts }) }, deps);
  const { plan, facts } = p;
  console.log('==', q);
  console.log(' intent', plan.intent, 'metrics', plan.metrics.slice(0, 6), 'named', plan.named, 'words', plan.metricWords, 'mods', plan.modifiers, 'wanted', plan.wanted, 'rank', JSON.stringify(plan.rank));
  console.log(' figure', JSON.stringify(plan.figure));
  const segs = [...new Set(facts.filter((f: any) => plan.companies.includes(f.company)).map((f: any) => `${f.segment}:${f.metric}:${f.valueText}`))].slice(0, 30);
  console.log(' facts', segs.join(' | '));
  console.log(' ans', a.answer.slice(0, 250).replace(/\n/g, ' / '));
}
await opened.close?.();
