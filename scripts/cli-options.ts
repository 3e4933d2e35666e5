/**
 * The benches' `--name=value` options (npm run bench, bench:interaction), read one way: a
 * mistyped count stops the command with a message instead of measuring with NaN.
 */

/** The value of `--name=value` among the command's arguments, or undefined. */
export function optionValue(name: string, argv: readonly string[] = process.argv.slice(2)): string | undefined {
  const prefix = `--${name}=`;
  return argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

/** `--name=a,b`: the names given, or undefined when the option is absent. */
export function listOption(name: string, argv?: readonly string[]): string[] | undefined {
  return optionValue(name, argv)?.split(',');
}

/** `--name=N`: a positive number (a whole one unless `whole` is false), or `fallback` when absent. */
export function numberOption(name: string, fallback: number, { whole = true, argv }: { whole?: boolean; argv?: readonly string[] } = {}): number {
  const raw = optionValue(name, argv);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!(value > 0) || (whole && !Number.isInteger(value))) throw new Error(`--${name}= takes a ${whole ? 'whole ' : ''}number above 0, not "${raw}"`);
  return value;
}
