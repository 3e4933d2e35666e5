/**
 * The pieces of the statement deadline that do not need a database: reading a statement_timeout
 * value, and declaring a WebAssembly module's imported memory shared (what lets the watchdog
 * thread reach PostgreSQL's cancel flags).
 */
import { describe, expect, it } from 'vitest';
import { timeoutMs, withSharedMemoryImport } from './deadline.ts';

/** A module whose only content is `(import "env" "memory" (memory 1))`: limits without a maximum. */
const IMPORTS_MEMORY = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x02, 0x0f, 0x01, 0x03, 0x65, 0x6e, 0x76, 0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00, 0x01,
]);

describe('withSharedMemoryImport', () => {
  it('makes a module that declares unshared memory accept a shared one (with the maximum PGlite allows)', async () => {
    const shared = new WebAssembly.Memory({ initial: 1, maximum: 32_768, shared: true });
    await expect(WebAssembly.instantiate(IMPORTS_MEMORY, { env: { memory: shared } })).rejects.toThrow(/shared/);
    const patched = withSharedMemoryImport(IMPORTS_MEMORY);
    expect(patched).not.toBeNull();
    const { instance } = await WebAssembly.instantiate((patched as Uint8Array).slice(), { env: { memory: shared } });
    expect(instance).toBeInstanceOf(WebAssembly.Instance);
  });

  it('leaves a module that already declares shared memory as it is, and refuses what is not a module with that import', () => {
    const patched = withSharedMemoryImport(IMPORTS_MEMORY) as Uint8Array;
    expect(withSharedMemoryImport(patched)).toBe(patched);
    expect(withSharedMemoryImport(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]))).toBeNull();
  });
});

describe('timeoutMs', () => {
  it('reads the units PostgreSQL accepts for statement_timeout', () => {
    expect(timeoutMs('3s')).toBe(3_000);
    expect(timeoutMs('8000')).toBe(8_000);
    expect(timeoutMs('250ms')).toBe(250);
    expect(timeoutMs('2min')).toBe(120_000);
    expect(timeoutMs('1h')).toBe(3_600_000);
    expect(timeoutMs('0')).toBe(0);
  });
});
