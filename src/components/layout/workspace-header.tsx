import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from './brand-mark';

/**
 * The compact top bar of the dispatch console and the pro portal: the brand, the tool's name and
 * the signed-in controls. The public site's menus, phone button and footer stay out, so the work
 * starts at the top of the screen (a laptop shows the queue's first rows, a phone the offers).
 */
export function WorkspaceHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky">
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 sm:px-5">
        <p className="flex items-center gap-2 font-bold text-brand-900">
          <BrandMark className="size-7" />
          <span>{title}</span>
        </p>
        {children}
      </div>
    </header>
  );
}

/**
 * The console's and the portal's footer: only the accessibility statement, one link away from
 * every page as on the public site.
 */
export function WorkspaceFooter() {
  return (
    <footer className="mx-auto max-w-[90rem] px-3 py-6 text-sm sm:px-5">
      <Link to="/accessibility" className="link">
        Accessibility
      </Link>
    </footer>
  );
}
