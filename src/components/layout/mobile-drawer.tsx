import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDown, Menu, Phone, X } from 'lucide-react';
import { site } from '@/config/site';
import type { NavMenu, NavModel } from './nav-types';

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

/**
 * The mobile menu: a toggle opening a right-side modal drawer (native <dialog>, so focus
 * is trapped, Escape closes and the page behind is inert). Page scrolling is locked while
 * it is open, and it closes on navigation.
 */
export function MobileDrawer({ nav }: { nav: NavModel }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

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
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {/* The dialog's native Escape handling is the keyboard equivalent of the backdrop click. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-label="Site menu"
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
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile" className="flex flex-col">
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
            Call {site.phone.display}
          </a>
        </div>
      </dialog>
    </>
  );
}
