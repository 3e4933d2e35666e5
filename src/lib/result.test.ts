import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE, peopleMessage, toDataError } from './result';

describe('toDataError', () => {
  it('maps a 429 from a database limit to limited, naming the limit from its hint', () => {
    const error = { code: 'PT429', message: 'Too many requests from this connection.', hint: 'too_many_drafts', details: null };
    expect(toDataError({ error, status: 429 })).toEqual({ kind: 'limited', status: 429, code: 'PT429', limit: 'too_many_drafts' });
    expect(toDataError({ error: { ...error, hint: 'Some free text!' }, status: 429 })).toEqual({ kind: 'limited', status: 429, code: 'PT429' });
  });

  it('maps a fetch rejection (status 0, "TypeError: fetch failed") to network', () => {
    const error = { message: 'TypeError: fetch failed', details: '', hint: '', code: '' };
    expect(toDataError({ error, status: 0 })).toEqual({ kind: 'network', status: 0 });
  });

  it('maps a browser "Failed to fetch" to network', () => {
    expect(toDataError({ error: { message: 'TypeError: Failed to fetch' }, status: 0 })).toEqual({
      kind: 'network',
      status: 0,
    });
  });

  it('maps an AbortSignal.timeout rejection to timeout', () => {
    const error = { message: 'TimeoutError: The operation was aborted due to timeout', code: '' };
    expect(toDataError({ error, status: 0 })).toEqual({ kind: 'timeout', status: 0 });
    expect(toDataError({ error: { message: 'AbortError: This operation was aborted' }, status: 0 })).toEqual({
      kind: 'timeout',
      status: 0,
    });
  });

  it('maps auth-js retryable fetch errors by their message', () => {
    expect(toDataError({ error: { name: 'AuthRetryableFetchError', message: 'fetch failed', status: 0 } })).toEqual({
      kind: 'network',
      status: 0,
    });
    expect(
      toDataError({ error: { name: 'AuthRetryableFetchError', message: 'The operation was aborted due to timeout', status: 0 } }),
    ).toEqual({ kind: 'timeout', status: 0 });
  });

  it('maps storage-js unknown errors around a failed fetch', () => {
    const error = { name: 'StorageUnknownError', message: 'fetch failed', originalError: { name: 'TypeError', message: 'fetch failed' } };
    expect(toDataError({ error })).toEqual({ kind: 'network', status: 0 });
  });

  it('maps 401 and 403 to unauthorized, keeping the code', () => {
    expect(toDataError({ error: { code: '42501', message: 'permission denied' }, status: 401 })).toEqual({
      kind: 'unauthorized',
      status: 401,
      code: '42501',
    });
    expect(toDataError({ error: { code: '42501' }, status: 403 })).toMatchObject({ kind: 'unauthorized', status: 403 });
  });

  it('maps 400, 406, 409 to rejected', () => {
    expect(toDataError({ error: { code: '23514' }, status: 400 })).toEqual({ kind: 'rejected', status: 400, code: '23514' });
    expect(toDataError({ error: { code: 'PGRST116' }, status: 406 })).toEqual({ kind: 'rejected', status: 406, code: 'PGRST116' });
    expect(toDataError({ error: { code: '23505' }, status: 409 })).toEqual({ kind: 'rejected', status: 409, code: '23505' });
  });

  it('uses the storage statusCode over its HTTP 400', () => {
    const error = { name: 'StorageApiError', message: 'new row violates row-level security policy', status: 400, statusCode: '403', code: 'AccessDenied' };
    expect(toDataError({ error })).toEqual({ kind: 'unauthorized', status: 403, code: 'AccessDenied' });
    expect(toDataError({ error: { ...error, statusCode: '413', code: 'EntityTooLarge' } })).toEqual({
      kind: 'rejected',
      status: 413,
      code: 'EntityTooLarge',
    });
  });

  it('maps 5xx to server and anything else to unknown', () => {
    expect(toDataError({ error: { message: 'boom' }, status: 503 })).toEqual({ kind: 'server', status: 503 });
    expect(toDataError({ error: { message: 'odd' }, status: 302 })).toEqual({ kind: 'unknown', status: 302 });
  });

  it('never carries the database message', () => {
    const mapped = toDataError({ error: { code: '23514', message: 'new row for relation "leads" violates…' }, status: 400 });
    expect(JSON.stringify(mapped)).not.toContain('leads');
  });
});

describe('peopleMessage', () => {
  it("shows the database's sentence for the codes its functions write for people, a generic one otherwise", () => {
    expect(peopleMessage({ code: 'P0001', message: 'This offer has expired.' })).toBe('This offer has expired.');
    expect(peopleMessage({ code: '42501', message: 'permission denied for function offer_lead' })).toBe('Your account is not allowed to do this.');
    expect(peopleMessage({ code: '23514', message: 'new row violates check constraint "x"' })).toBe('Check the values and try again.');
    expect(peopleMessage({ code: 'XX000', message: 'internal detail' })).toBe(GENERIC_FAILURE);
    expect(peopleMessage(new Error('fetch failed'))).toBe(GENERIC_FAILURE);
  });
});

describe('one result type per kind of call', () => {
  it('src defines Result (the public forms), Outcome (what a person started) and RpcResult (plain-fetch calls), nothing else of that shape', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('database.types.ts'));
    const names = files.flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/export type (\w+)<T> = \{ ok: true/g)].map((m) => m[1]));
    expect(names.sort()).toEqual(['Outcome', 'Result', 'RpcResult']);
  });
});
