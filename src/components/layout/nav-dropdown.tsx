import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavMenu } from './nav-types';
import { Icon } from '@/components/icons/icon';

/**
 * A disclosure menu for the desktop header: the button toggles a panel of link columns.
 * Escape closes it and returns focus to the button; clicking or tabbing outside closes it.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Close after navigation.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const active = menu.columns.some((c) => c.links.some((l) => l.href === pathname));

  return (
    // Escape and focus-out are delegated here from the button and links inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-[0.875rem] 2xl:px-2 2xl:text-[0.9rem] font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${
          active ? 'text-brand-800' : 'text-slate-700'
        }`}
      >
        {menu.label}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-xl"
      >
        <div className={`grid gap-6 ${menu.columns.length > 1 ? 'w-[40rem] grid-cols-3' : 'w-64 grid-cols-1'}`}>
          {menu.columns.map((column) => (
            <div key={column.heading}>
              <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{column.heading}</p>
              <ul className="grid gap-0.5">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      aria-current={link.href === pathname ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className="block rounded-md px-2 py-2 text-[0.95rem] text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
