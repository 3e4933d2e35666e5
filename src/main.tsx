import './index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { completeIconSprite } from '@/components/icons/complete-sprite';
import { preloadLocale } from '@/app/locale';
import { preloadPage } from '@/app/page-routes';
import { sharedShellOf, withoutTrailingSlash } from '@/app/route-table';
import { localeOfPath } from '@/domain/locales';

async function start(container: HTMLElement) {
  // Evaluating the entry's modules (React DOM, the router, the shell) is one task; what starts
  // the page (a fetch, the page's and its language's imports) runs in the next, so the first stays
  // short (at 4x CPU, 54 -> 36 ms, the median of 24 loads; README, "Reading the long tasks").
  await new Promise((resolve) => setTimeout(resolve));
  // The icons this page's HTML does not carry, for what the app renders later (decorative: a
  // failed fetch leaves the page as it is).
  completeIconSprite().catch(() => undefined);
  // Load the page's code before hydrating so the prerendered HTML is adopted at once.
  await Promise.all([preloadPage(window.location.pathname).catch(() => undefined), preloadLocale(localeOfPath(window.location.pathname)).catch(() => undefined)]);
  const app = (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
  // Static hosts may answer an unknown or rewritten path with another page's HTML
  // (404.html, or /contact for /contact/anything): hydrate only the page it was made for, or
  // the shell that serves every sub-path of its page (/status for /status/<token>).
  const prerenderedFor = container.dataset.prerendered;
  const path = withoutTrailingSlash(window.location.pathname);
  if (prerenderedFor !== undefined && (withoutTrailingSlash(prerenderedFor) === path || prerenderedFor === sharedShellOf(path))) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
