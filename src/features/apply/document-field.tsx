import { useId } from 'react';
import { FileCheck2 } from 'lucide-react';
import { FieldShell } from '@/components/form';
import { toast } from '@/components/toast';
import { DOCUMENT_ACCEPT, checkDocumentContent, checkDocumentFile } from '@/domain/file-rules';
import { applyToasts } from './messages';
import type { UploadedDocument } from './schema';

export type DocumentFieldProps = {
  label: string;
  name: string;
  picked: File | null;
  uploaded: UploadedDocument | null;
  onPick: (file: File | null) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  error?: string | undefined;
  required?: boolean;
};

/**
 * A native file input for the licence or insurance document (docs/product-rules.md#validation). A file of the wrong
 * type (by its MIME type, its extension, or its leading bytes) or over 5 MB is refused with its
 * toast and the input is cleared; an accepted file is
 * kept in the form (never in storage) and uploaded on step 3's Continue. A document
 * uploaded earlier counts until another file is picked.
 */
export function DocumentField({ label, name, picked, uploaded, onPick, onBlur, inputRef, error, required }: DocumentFieldProps) {
  const statusId = useId();
  const status = picked
    ? `Selected: ${picked.name} (ready for submission)`
    : uploaded
      ? `Already uploaded: ${uploaded.name}`
      : '';
  return (
    <FieldShell
      label={label}
      required={required}
      error={error}
      hint={uploaded && !picked ? 'PDF, JPG or PNG, up to 5MB. Choose a new file only to replace the one already uploaded.' : 'PDF, JPG or PNG, up to 5MB.'}
    >
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            ref={inputRef}
            type="file"
            name={name}
            accept={DOCUMENT_ACCEPT}
            aria-invalid={invalid}
            aria-describedby={[describedBy, status ? statusId : undefined].filter(Boolean).join(' ') || undefined}
            aria-required={required && !uploaded ? true : undefined}
            onBlur={onBlur}
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0] ?? null;
              if (!file) {
                onPick(null);
                return;
              }
              const refuse = (reason: 'type' | 'size') => {
                toast(reason === 'type' ? applyToasts.invalidFileType : applyToasts.fileTooLarge);
                input.value = '';
                onPick(null);
              };
              const check = checkDocumentFile(file);
              if (!check.ok) {
                refuse(check.reason);
                return;
              }
              // Then its leading bytes: a file that only claims to be a PDF or an image is refused too.
              void checkDocumentContent(file).then((content) => {
                if (input.files?.[0] !== file) return; // another file was picked meanwhile
                if (!content.ok) {
                  refuse(content.reason);
                  return;
                }
                onPick(file);
                toast(applyToasts.fileSelected(file.name));
              });
            }}
            className="block w-full rounded-lg border border-slate-400 bg-white text-base text-slate-900 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-slate-200 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700"
          />
          {status ? (
            <p id={statusId} className="flex items-center gap-2 text-sm text-slate-700">
              <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {status}
            </p>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
