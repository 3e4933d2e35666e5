import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir`, its folders included, whose name matches `pattern` (TypeScript by
 * default), tests left out: for the checks that read the source itself (the copy's truth, the
 * emergency rule).
 */
export function sourceFiles(dir: string, pattern: RegExp = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) && !/[._]test\.tsx?$/.test(name) ? [path] : [];
  });
}
