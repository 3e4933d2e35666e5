/**
 * Rules for the licence and insurance documents of the professional application
 * (docs/product-rules.md#validation, #constants): PDF, JPEG or PNG, at most 5 MB (5242880 bytes). The storage bucket
 * enforces the same list and limit (supabase/migrations/*_application_documents_bucket.sql).
 * Pure TypeScript: works on anything shaped like a File.
 */
import { SNIFF_BYTES, contentTypeForName, documentContentType, sniffDocumentType } from '../../supabase/functions/_shared/documents.ts';

/**
 * The document kinds, and the failure code of a document whose content is not its type (the
 * storage server and verify-document agree).
 */
export { DOCUMENT_KINDS, INVALID_FILE_TYPE } from '../../supabase/functions/_shared/documents.ts';

export const MAX_DOCUMENT_BYTES = 5_242_880;

/**
 * Uploads one application draft may hold (every upload is a new object): the storage policy
 * refuses the next one (private.max_uploads_per_draft(), migration *_upload_limits.sql;
 * tests/integration/upload-limits.test.ts compares the two).
 */
export const MAX_UPLOADS_PER_DRAFT = 10;

export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** The `accept` attribute of the upload inputs. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type DocumentFileLike = { name: string; type: string; size: number };

export type DocumentCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/** Lower-case extension after the last dot, or '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

function isAllowedMime(type: string): boolean {
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(type.toLowerCase());
}

function isAllowedExtension(ext: string): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * Type by MIME and extension: a file the browser gives a MIME type for must have an
 * allowed one, and its name, if it has an extension, must have an allowed one too
 * (so `report.exe` typed as application/pdf is refused). Some systems report no MIME
 * type at all (''): then the extension alone decides. The type is checked before the
 * size, so a large file of the wrong kind is reported as the wrong kind.
 */
export function checkDocumentFile(file: DocumentFileLike): DocumentCheck {
  const ext = fileExtension(file.name);
  const typeOk = file.type === '' ? isAllowedExtension(ext) : isAllowedMime(file.type) && (ext === '' || isAllowedExtension(ext));
  if (!typeOk) return { ok: false, reason: 'type' };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'size' };
  return { ok: true };
}


/**
 * Type by content: the file's leading bytes must be those of the type it declares (its MIME
 * type, or its extension when the browser gives none). An HTML page named license.pdf and
 * typed application/pdf is refused. The same rule is checked again by the storage server and
 * the verify-document function (supabase/functions/_shared/documents.ts), which share this code.
 */
export async function checkDocumentContent(file: DocumentFileLike & Pick<Blob, 'slice'>): Promise<DocumentCheck> {
  const declared = file.type === '' ? contentTypeForName(file.name) : documentContentType(file.type);
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return declared !== null && sniffDocumentType(head) === declared ? { ok: true } : { ok: false, reason: 'type' };
}
