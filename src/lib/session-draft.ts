
/**
 * A form draft kept in sessionStorage (it survives a reload, not a closed tab). Reading
 * parses the stored JSON with the form's schema: anything corrupt or from an older shape is
 * discarded and the form starts clean. Safe to call during prerendering (no storage there).
 */
export type SessionDraft<T> = {
  load: () => T | null;
  save: (value: T) => void;
  clear: () => void;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** Anything that validates like zod or zod/mini: `safeParse` giving the data or a failure. */
export type DraftSchema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

/** `schema` may be a function giving it, so it is built only when a draft is first read (builtOnUse). */
export function createSessionDraft<T>(key: string, schema: DraftSchema<T> | (() => DraftSchema<T>)): SessionDraft<T> {
  const schemaNow = typeof schema === 'function' ? schema : () => schema;
  return {
    load() {
      const store = storage();
      const raw = store?.getItem(key);
      if (!store || raw == null) return null;
      try {
        const parsed = schemaNow().safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: fall through and reset
      }
      store.removeItem(key);
      return null;
    },
    save(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // quota exceeded or storage disabled: the form still works, only without restore
      }
    },
    clear() {
      storage()?.removeItem(key);
    },
  };
}
