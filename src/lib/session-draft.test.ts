// @vitest-environment jsdom
// (sessionStorage)
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '@/domain/zod';
import { createSessionDraft } from './session-draft';

const schema = z.object({ name: z.string(), count: z.number() });

afterEach(() => sessionStorage.clear());

describe('createSessionDraft', () => {
  it('saves, loads and clears a draft', () => {
    const draft = createSessionDraft('test-draft', schema);
    expect(draft.load()).toBeNull();
    draft.save({ name: 'Ada', count: 2 });
    expect(draft.load()).toEqual({ name: 'Ada', count: 2 });
    draft.clear();
    expect(sessionStorage.getItem('test-draft')).toBeNull();
  });

  it('resets cleanly when the stored value is corrupt or of another shape', () => {
    const draft = createSessionDraft('test-draft', schema);
    sessionStorage.setItem('test-draft', '{not json');
    expect(draft.load()).toBeNull();
    expect(sessionStorage.getItem('test-draft')).toBeNull();
    sessionStorage.setItem('test-draft', JSON.stringify({ name: 5 }));
    expect(draft.load()).toBeNull();
    expect(sessionStorage.getItem('test-draft')).toBeNull();
  });
});
