/** The brand mark: a small, fixed-size inline SVG (no image request). */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="#13402c" />
      <path d="M9 22c0-5 3-9 7-9s7 4 7 9" fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="12" cy="11" r="2.2" fill="#fff" />
      <circle cx="20" cy="11" r="2.2" fill="#fff" />
    </svg>
  );
}
