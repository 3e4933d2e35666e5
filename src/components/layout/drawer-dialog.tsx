import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, Phone, X } from 'lucide-react';
import { site } from '@/config/site';
import { LanguageAnchor } from './language-menu';
import type { LanguageLink, NavMenu, NavModel } from './nav-types';

function DrawerGroup({ menu }: { menu: NavMenu }) {
  return (
    <details className="group border-b border-slate-200">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-1 font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        {menu.label}
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-3 pb-3">
        {menu.columns.map((column) => (
          <div key={column.heading}>
            <p className="px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{column.heading}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-brand-50">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

/** The drawer's list of languages, under its heading. */
function LanguageList({ languages, label }: { languages: readonly LanguageLink[]; label: string }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="px-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {label}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {languages.map((link) => (
          <li key={link.lang}>
            <LanguageAnchor link={link} className="flex min-h-12 items-center justify-center rounded-lg border border-slate-200 px-2" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The drawer itself: a right-side modal (native <dialog>, so focus is trapped, Escape closes and
 * the page behind is inert), page scrolling locked while it is open. Its own chunk, fetched when
 * the browser is idle or on the first tap of the menu button (mobile-drawer.tsx).
 */
export function DrawerDialog({ nav, open, setOpen, toggleRef }: { nav: NavModel; open: boolean; setOpen: (open: boolean) => void; toggleRef: RefObject<HTMLButtonElement | null> }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      {/* The dialog's native Escape handling is the keyboard equivalent of the backdrop click. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-label={nav.labels.siteMenu}
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes the drawer.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-950/50"
      >
        <div className="flex min-h-full flex-col p-5">
          <div className="mb-4 flex items-center justify-between">
            <p className="text-lg font-bold text-brand-900">{site.name}</p>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{nav.labels.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={nav.labels.mobile} className="flex flex-col">
            <ul className="border-b border-slate-200">
              {nav.primary.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="block min-h-12 px-1 py-3 font-semibold text-slate-800">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <DrawerGroup menu={nav.services} />
            <DrawerGroup menu={nav.areas} />
            <ul className="border-b border-slate-200">
              {nav.actions.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="block min-h-12 px-1 py-3 font-semibold text-slate-800">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <a href={site.phone.href} className="btn-urgent mt-6 w-full">
            <Phone aria-hidden="true" className="size-5" />
            {nav.labels.call}
          </a>
          <LanguageList languages={nav.languages} label={nav.labels.language} />
        </div>
      </dialog>
    </>
  );
}
