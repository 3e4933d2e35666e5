import { describe, expect, it } from 'vitest';
import { isWorkspacePath } from './paths';

describe('paths', () => {
  it('the console and the portal are workspaces', () => {
    expect(isWorkspacePath('/dispatch')).toBe(true);
    expect(isWorkspacePath('/dispatch/leads/1')).toBe(true);
    expect(isWorkspacePath('/pro')).toBe(true);
    expect(isWorkspacePath('/products')).toBe(false);
    expect(isWorkspacePath('/status/abc')).toBe(false);
  });
});
