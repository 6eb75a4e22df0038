/** The value after `--name` on a bench script's command line, or undefined. */
export function benchArg(name: string, args: readonly string[] = process.argv.slice(2)): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
