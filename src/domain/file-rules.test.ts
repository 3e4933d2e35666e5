import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES, checkDocumentFile, fileExtension } from './file-rules';

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
