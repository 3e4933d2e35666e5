/**
 * Text in which 911 and 311 are tap-to-call links: the emergency rule above step 1 and the "who to
 * call first" advice of the report flow, read on a phone at night.
 */
export function EmergencyNumbers({ text, className = 'font-bold text-urgent-800 underline underline-offset-2' }: { text: string; className?: string }) {
  // split() with a capture group keeps the numbers: every odd part is 911 or 311.
  const parts = text.split(/\b(911|311)\b/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={`tel:${part}`} className={className}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
