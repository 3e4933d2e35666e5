import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { ROUTES, routeForPath, type RouteEntry } from './route-table';

/** One lazily loaded component per route entry, created once. */
const LAZY_PAGES = new Map<string, ComponentType>(
  ROUTES.map((entry: RouteEntry) => [entry.id, lazy(() => entry.load().then((mod) => ({ default: mod.Component })))]),
);
/** Pages loaded ahead of rendering: the prerendered page, and the first page before hydration. */
const READY_PAGES = new Map<string, ComponentType>();

/**
 * Loads a page's code so it renders at once, without suspending: the prerender then writes
 * its HTML in place and hydration adopts that HTML as it is.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const entry = routeForPath(pathname);
  if (!entry || READY_PAGES.has(entry.id)) return;
  READY_PAGES.set(entry.id, (await entry.load()).Component);
}

const NOT_FOUND = ROUTES.filter((entry) => entry.path === '*');

/**
 * The entry the route table picks for a path (routeForPath, as the prerender and preloadPage
 * do), with the not-found entry behind it. React Router then matches and ranks two routes, not
 * all 79: flattening, ranking and compiling the whole table was one unit of work of about
 * 50 ms at 4x CPU in every hydration. Nested routes (the console's) still match under the
 * entry's splat.
 */
function routesFor(entry: RouteEntry | undefined): readonly RouteEntry[] {
  return entry && entry.path !== '*' ? [entry, ...NOT_FOUND] : NOT_FOUND;
}

/** Steps of one wizard share a key, so moving between them does not replay the page transition. */
function sectionKey(entry: RouteEntry | undefined, pathname: string): string {
  return entry?.section ?? pathname;
}

const FADE_SECONDS = 0.15;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** framer-motion's small WAAPI `animate`, fetched on the first navigation (never on first paint). */
async function fade(element: HTMLElement, to: 0 | 1): Promise<void> {
  if (prefersReducedMotion()) {
    element.style.opacity = '';
    return;
  }
  const { animate } = await import('framer-motion/dom/mini');
  await animate(element, { opacity: to === 1 ? [0, 1] : [Number(getComputedStyle(element).opacity), 0] }, { duration: FADE_SECONDS, ease: 'easeOut' });
  element.style.opacity = to === 1 ? '' : '0';
}

// useLayoutEffect warns when rendered on the server; the prerender never runs effects.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The page area. On navigation the outgoing page fades out first, then the next page is
 * rendered and fades in (framer-motion's animate); under prefers-reduced-motion the change
 * is instant. Every page change scrolls the window back to the top (the first page keeps the
 * reader's place).
 */
export function PageRoutes() {
  const location = useLocation();
  const [shown, setShown] = useState<Location>(location);
  const container = useRef<HTMLDivElement>(null);
  const entering = useRef(false);
  const shownEntry = routeForPath(shown.pathname);
  const nextKey = sectionKey(routeForPath(location.pathname), location.pathname);
  const shownKey = sectionKey(shownEntry, shown.pathname);

  // Within one section (wizard steps) the new location shows at once.
  if (nextKey === shownKey && shown !== location) setShown(location);

  useEffect(() => {
    if (nextKey === shownKey) return;
    let cancelled = false;
    const element = container.current;
    void (element ? fade(element, 0) : Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        entering.current = true;
        setShown(location);
      });
    return () => {
      cancelled = true;
    };
  }, [location, nextKey, shownKey]);

  // Not on the first render: the page was drawn before its code ran, and a reader who scrolled
  // down before the first touch started that code would be thrown back to the top by it.
  const drawnPath = useRef(shown.pathname);
  useIsomorphicLayoutEffect(() => {
    if (drawnPath.current === shown.pathname) return;
    drawnPath.current = shown.pathname;
    window.scrollTo(0, 0);
    const element = container.current;
    if (entering.current && element) {
      entering.current = false;
      void fade(element, 1).catch(() => {
        element.style.opacity = '';
      });
    }
  }, [shown.pathname]);

  return (
    <RouteErrorBoundary resetKey={shown.pathname} fallback={<ErrorPage />}>
      <div ref={container}>
        <Suspense fallback={null}>
          <Routes location={shown}>
            {routesFor(shownEntry).map((r) => {
              const Page = READY_PAGES.get(r.id) ?? LAZY_PAGES.get(r.id);
              return Page ? <Route key={r.id} path={r.path} element={<Page />} /> : null;
            })}
          </Routes>
        </Suspense>
      </div>
    </RouteErrorBoundary>
  );
}
