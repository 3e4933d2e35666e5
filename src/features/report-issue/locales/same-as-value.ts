/** English shows each option as the value stored: { Homeowner: 'Homeowner', … }. */
export function sameAsValue<T extends string>(values: readonly T[]): Readonly<Record<T, string>> {
  return Object.fromEntries(values.map((value): [T, string] => [value, value])) as Record<T, string>;
}
