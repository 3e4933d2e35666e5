// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, buildHead, headToHtml } from './page-meta';

const english = buildHead({ title: 'Wildlife help', description: 'Licensed help across New York City.', path: '/' });
const spanish = buildHead({ title: 'Ayuda con fauna', description: 'Ayuda con licencia en toda la ciudad.', path: '/es/' });

/** The document as the prerender step writes it for `head`. */
function prerendered(head: typeof english): void {
  document.head.innerHTML = headToHtml(head);
  document.documentElement.lang = head.lang;
}

/** Every change `act` makes to the document, as MutationObserver sees it. */
function changesMadeBy(act: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  act();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyHead', () => {
  it('writes nothing when the head already matches the page (hydrating a prerendered page)', () => {
    expect(english.alternates.length).toBeGreaterThan(0);
    prerendered(english);
    expect(changesMadeBy(() => applyHead(english))).toEqual([]);
  });

  it('writes what differs when the page changes language, and leaves the shared alternates alone', () => {
    prerendered(english);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')];
    const records = changesMadeBy(() => applyHead(spanish));
    expect(records.some((r) => r.type === 'attributes' && r.target === document.documentElement && r.attributeName === 'lang')).toBe(true);
    expect(records.filter((r) => r.type === 'childList' && [...r.removedNodes].some((n) => alternates.includes(n as Element)))).toEqual([]);
    expect(document.documentElement.lang).toBe(spanish.lang);
    expect(document.title).toBe(spanish.title);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(spanish.canonical);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(spanish.description);
    expect([...document.head.querySelectorAll('link[rel="alternate"]')]).toEqual(alternates);
  });

  it('replaces the alternates of a page that has other versions, and removes them for one that has none', () => {
    prerendered(english);
    applyHead(buildHead({ title: 'Sign in', description: 'The pro portal.', path: '/pro', noindex: true }));
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    applyHead(english);
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((l) => [l.hreflang, l.getAttribute('href')])).toEqual(
      english.alternates.map((a) => [a.hreflang, a.href]),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
