import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES, checkDocumentContent, checkDocumentFile, fileExtension } from './file-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkDocumentFile', () => {
  it.each([
    ['license.pdf', 'application/pdf'],
    ['license.PDF', 'application/pdf'],
    ['scan.jpg', 'image/jpeg'],
    ['scan.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.PNG', 'IMAGE/PNG'],
    ['no-extension', 'application/pdf'],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkDocumentFile(file(name, type))).toEqual({ ok: true });
  });

  it.each([
    ['license.pdf', ''],
    ['scan.jpg', ''],
    ['scan.jpeg', ''],
    ['photo.png', ''],
  ])('accepts %s by its extension when the browser gives no MIME type', (name, type) => {
    expect(checkDocumentFile(file(name, type))).toEqual({ ok: true });
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['doc.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['image.gif', 'image/gif'],
    ['image.webp', 'image/webp'],
    ['fake.pdf', 'text/html'],
    ['report.exe', 'application/pdf'],
    ['notes.txt', ''],
    ['no-extension', ''],
  ])('refuses %s (%s) as the wrong type', (name, type) => {
    expect(checkDocumentFile(file(name, type))).toEqual({ ok: false, reason: 'type' });
  });

  it('accepts exactly 5242880 bytes and refuses 5242881', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(5242880);
    expect(checkDocumentFile(file('big.pdf', 'application/pdf', 5242880))).toEqual({ ok: true });
    expect(checkDocumentFile(file('big.pdf', 'application/pdf', 5242881))).toEqual({ ok: false, reason: 'size' });
  });

  it('reports the type before the size', () => {
    expect(checkDocumentFile(file('big.gif', 'image/gif', 9_000_000))).toEqual({ ok: false, reason: 'type' });
  });
});

describe('fileExtension and DOCUMENT_ACCEPT', () => {
  it('reads the last extension in lower case', () => {
    expect(fileExtension('a.b.PDF')).toBe('pdf');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(fileExtension('none')).toBe('');
  });

  it('lists the extensions for the accept attribute', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png');
  });
});

describe('checkDocumentContent (the leading bytes)', () => {
  const PDF = new TextEncoder().encode('%PDF-1.7\n');
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

  it.each([
    ['license.pdf', 'application/pdf', PDF],
    ['scan.png', 'image/png', PNG],
    ['scan.jpg', 'image/jpeg', JPEG],
    ['scan.jpeg', '', JPEG],
    ['license.pdf', '', PDF],
  ])('accepts %s (%s) that starts with its own bytes', async (name, type, bytes) => {
    expect(await checkDocumentContent(new File([bytes], name, { type }))).toEqual({ ok: true });
  });

  it.each([
    ['an HTML page as license.pdf, application/pdf', 'license.pdf', 'application/pdf', HTML],
    ['a PNG typed as a PDF', 'license.pdf', 'application/pdf', PNG],
    ['a PDF typed as a JPEG', 'scan.jpg', 'image/jpeg', PDF],
    ['a JPEG named .png with no MIME type', 'scan.png', '', JPEG],
    ['an empty file', 'license.pdf', 'application/pdf', new Uint8Array(0)],
    ['"%PDF" without its dash', 'license.pdf', 'application/pdf', new TextEncoder().encode('%PDF')],
    ['a PDF typed text/plain', 'license.pdf', 'text/plain', PDF],
  ])('refuses %s as the wrong type', async (_what, name, type, bytes) => {
    expect(await checkDocumentContent(new File([bytes], name, { type }))).toEqual({ ok: false, reason: 'type' });
  });
});
