import { useState } from 'react';
import { StatusButton } from '@/components/form';
import { toast } from '@/components/toast';
import { documentUrl } from './api';
import type { ApplicationReviewDetail, VerifiedDocument } from './types';
import { text, type Application } from './application-row';

/**
 * The documents approval still needs, as the database's approval rule names them
 * (private.missing_approval_documents): the verified insurance certificate, and the verified
 * licence document unless the applicant is approved on the pesticide applicator certification alone.
 */
export function missingDocuments(app: Application, detail: ApplicationReviewDetail): string[] {
  const onCertification = text(app, 'has_nwco_license') === 'No' && text(app, 'has_pesticide_certification') === 'Yes';
  return [
    !onCertification && !verifiedDocument(detail, 'license', text(app, 'license_document_path')) ? 'licence document' : null,
    !verifiedDocument(detail, 'insurance', text(app, 'insurance_document_path')) ? 'insurance certificate' : null,
  ].filter((d): d is string => d !== null);
}

/** The verified record of the object the application points at: undefined while loading, null when there is none. */
export function verifiedDocument(detail: ApplicationReviewDetail | null, kind: VerifiedDocument['kind'], path: string): VerifiedDocument | null | undefined {
  if (detail === null) return undefined;
  return detail.documents.find((d) => d.kind === kind && d.object_name === path) ?? null;
}

/**
 * A verified document through a link valid for 60 s: an image is shown inline on the page
 * (fetched once through the link), a PDF opens in the browser's viewer in a new tab. A file
 * whose content was never checked gets no link (the database would not sign one either).
 */
export function DocumentButton({ label, path, verified }: { label: string; path: string; verified: VerifiedDocument | null | undefined }) {
  const [pending, setPending] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  if (path === '') return <p className="text-slate-700">{label}: not uploaded</p>;
  if (verified === undefined) return <p className="text-slate-700">{label}: checking…</p>;
  if (verified === null) return <p className="text-slate-700">{label}: not verified (its content was never checked against its type); ask the applicant to upload it again</p>;
  const isImage = verified.content_type !== 'application/pdf';
  const fail = (message: string) => toast({ title: 'Not Done', description: message, variant: 'destructive' });
  return (
    <div className="grid gap-2">
      <StatusButton
        type="button"
        variant="outline"
        pending={pending}
        onClick={() => {
          setPending(true);
          if (isImage) {
            void documentUrl(path)
              .then(async (result) => {
                if (!result.ok) return fail(result.message);
                const response = await fetch(result.data);
                if (!response.ok) return fail('The document could not be loaded.');
                // As a data: URL: the site's CSP allows images from itself and data: only.
                const blob = await response.blob();
                setImage(await new Promise<string>((resolve, reject) => {
                  const reader = new FileReader();
                  reader.onload = () => resolve(String(reader.result));
                  reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
                  reader.readAsDataURL(blob);
                }));
              })
              .catch(() => fail('The document could not be loaded.'))
              .finally(() => setPending(false));
            return;
          }
          // Opened at once (a pop-up blocker allows it), then pointed at the 60-second link.
          const tab = window.open('', '_blank');
          void documentUrl(path).then((result) => {
            setPending(false);
            if (result.ok && tab) tab.location.href = result.data;
            else {
              tab?.close();
              fail(result.ok ? 'Allow pop-ups to open documents.' : result.message);
            }
          });
        }}
      >
        {isImage ? 'Show' : 'Open'} {label.toLowerCase()}
      </StatusButton>
      {image ? <img src={image} alt={label} className="max-h-[32rem] w-auto rounded border border-slate-200" /> : null}
    </div>
  );
}
