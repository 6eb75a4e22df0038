import type { Command } from 'commander';
import { commandContext } from '../context.js';
import { openDb } from '../../store/db.js';

export function registerStatus(program: Command): void {
  program
    .command('status')
    .description('what the workdir holds')
    .option('--json', 'print one JSON object')
    .action(function (this: Command, opts: { json?: boolean }) {
      const { config, out } = commandContext(this);
      const db = openDb(config.workdir, { mustExist: true, readonly: true });
      const row = db.prepare(`SELECT (SELECT count(*) FROM documents WHERE status='ok') AS documents,
        (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM chunks) AS chunks`).get() as Record<string, number>;
      db.close();
      if (opts.json) out.json(row);
      else out.print(`${row.documents} documents, ${row.pages} pages, ${row.chunks} chunks`);
    });
}
