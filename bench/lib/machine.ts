/**
 * The machine and software a bench run was measured on, so every figure in results.* can be read
 * beside the hardware it came from.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, platform, release } from 'node:os';
import { join } from 'node:path';
import { gitState } from './bench-doc.js';

export interface MachineInfo {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  /** 1-minute load average when the bench started and ended: other work on a shared machine skews timings. */
  loadAvg: { start: number; end: number };
  node: string;
  platform: string;
  /** Short commit hash, with " (dirty)" when tracked files had uncommitted changes. */
  gitCommit: string | null;
  /** Installed versions of the packages the product and the bench depend on. */
  packages: Record<string, string>;
  tools: Record<string, string | null>;
}

function installedVersion(root: string, name: string): string {
  const file = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return 'not installed';
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function toolVersion(cmd: string, args: string[]): string | null {
  // pdftotext prints its version on stderr: read both streams.
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) return null;
  return `${r.stdout ?? ''}\n${r.stderr ?? ''}`.split('\n').map((l) => l.trim()).find((l) => l.length > 0) ?? null;
}

/**
 * Collect the machine description; `root` is the repository root. Pass `git` read when the run
 * started, so files edited while it runs do not mark it dirty.
 */
export function machineInfo(root: string, loadAtStart = loadavg()[0]!, git: string | null = gitState(root)): MachineInfo {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const names = [...Object.keys(pkg.dependencies ?? {}), 'typescript', 'vitest', 'tsx'];
  const packages: Record<string, string> = {};
  for (const n of names.sort()) packages[n] = installedVersion(root, n);
  const c = cpus();
  return {
    date: new Date().toISOString(),
    cpus: c.length,
    cpuModel: c[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAvg: { start: Math.round(loadAtStart * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 },
    node: process.version,
    platform: `${platform()} ${release()}`,
    gitCommit: git,
    packages,
    tools: { pdftotext: toolVersion('pdftotext', ['-v']), time: existsSync('/usr/bin/time') ? '/usr/bin/time' : null },
  };
}
