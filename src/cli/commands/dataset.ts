/**
 * `hybridrag dataset import-nifty|import-quality`: its flags. The action (src/cli/actions/dataset.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';

export function registerDataset(program: Command): void {
  const dataset = program.command('dataset').description('import evaluation datasets (qa.jsonl, multiple choice)');

  dataset
    .command('import-nifty')
    .description("the HybridRAG authors' Nifty-50 ground truth CSV → qa.jsonl (company, Q1, FY24)")
    .requiredOption('--csv <file>', 'ground_truth.csv (columns ticker, questions_asked, answers)')
    .requiredOption('--tickers <file>', 'company_tickers.json (PDF name → ticker)')
    .requiredOption('--out <file>', 'qa.jsonl to write')
    .option('--pdfs <dir>', "transcripts folder: rows whose company's PDF is missing are skipped (default: pdfs/ beside the CSV when present)")
    .option('--json', 'print the summary as JSON')
    .action(async function (this: Command, opts: { csv: string; tickers: string; out: string; pdfs?: string; json?: boolean }) {
      await (await import('../actions/dataset.js')).runImportNifty(this, opts);
    });

  dataset
    .command('import-quality <file>')
    .description('QuALITY (L-Eval jsonl) → DIR/docs/*.txt to ingest plus DIR/mc.jsonl multiple-choice questions')
    .requiredOption('--out <dir>', 'output folder')
    .option('--json', 'print the summary as JSON')
    .action(async function (this: Command, file: string, opts: { out: string; json?: boolean }) {
      await (await import('../actions/dataset.js')).runImportQuality(this, file, opts);
    });
}
