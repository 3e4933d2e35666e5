/** Structured data for search engines, rendered as a JSON-LD script tag. */
export type JsonLdData = Record<string, unknown>;

export function JsonLd({ data }: { data: JsonLdData }) {
  // JSON.stringify output is safe inside a script once '<' is escaped.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
