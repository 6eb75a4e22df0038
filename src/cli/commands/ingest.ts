import type { Command } from 'commander';
import { HybridRagError } from '../../errors.js';

export function registerIngest(program: Command): void {
  program
    .command('ingest')
    .description('ingest PDF, .txt and .md transcripts (files or folders)')
    .argument('<paths...>')
    .action(() => {
      throw new HybridRagError('USAGE', 'ingest is being built (issue 2)');
    });
}
