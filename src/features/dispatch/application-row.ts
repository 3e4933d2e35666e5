/** An application row and the two readers the review screens use (a missing or non-text value reads as empty). */
import type { Tables } from '@/lib/database.types';

/** An application as the table holds it (the generated row type: a misspelt column fails the typecheck). */
export type Application = Tables<'applications'>;
export type Column = keyof Application & string;
export const text = (a: Application, key: Column): string => {
  const value = a[key];
  return typeof value === 'string' ? value : '';
};
export const list = (a: Application, key: Column): string[] => {
  const value = a[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};
