import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavModel } from './nav-types';
import { Icon } from '@/components/icons/icon';
import { whenIdle } from '@/lib/idle';

const DrawerDialog = lazy(() => import('./drawer-dialog').then((m) => ({ default: m.DrawerDialog })));

/**
 * The mobile menu: a toggle opening a right-side modal drawer (drawer-dialog.tsx). The drawer's
 * code is not part of the first load: it is fetched when the browser is idle, or on the first
 * tap. It closes on navigation.
 */
export function MobileDrawer({ nav }: { nav: NavModel }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => whenIdle(() => void import('./drawer-dialog').catch(() => undefined), 5000, 2000), []);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={`inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 ${nav.desktopFrom === '2xl' ? '2xl:hidden' : 'xl:hidden'}`}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{nav.labels.openMenu}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <DrawerDialog nav={nav} open={open} setOpen={setOpen} toggleRef={toggleRef} />
        </Suspense>
      ) : null}
    </>
  );
}
