import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { site } from '@/config/site';
import { BrandMark } from './brand-mark';
import { LanguageMenu } from './language-menu';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown } from './nav-dropdown';
import type { NavModel } from './nav-types';
import { Icon } from '@/components/icons/icon';

/** Scrolled further than this many pixels, the header turns translucent with a border (docs/product-rules.md#constants). */
export const HEADER_SCROLL_THRESHOLD = 10;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-1.5 text-[0.875rem] 2xl:px-2 2xl:text-[0.9rem] font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? 'text-brand-800' : 'text-slate-700'
  }`;

export function SiteHeader({ nav }: { nav: NavModel }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200 ${
        scrolled ? 'border-slate-200 bg-white/85 shadow-sm backdrop-blur-md' : 'border-transparent bg-white'
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-3 xl:h-20 2xl:gap-4">
        <Link to={nav.home} className="flex items-center gap-2.5 rounded-md font-bold text-brand-900">
          <BrandMark />
          <span className="text-lg leading-tight whitespace-nowrap">{site.name}</span>
        </Link>
        <nav aria-label={nav.labels.main} className={nav.desktopFrom === '2xl' ? 'hidden items-center gap-0.5 2xl:flex' : 'hidden items-center gap-0.5 xl:flex'}>
          {nav.primary.map((link) => (
            <NavLink key={link.href} to={link.href} end className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <NavDropdown menu={nav.services} />
          <NavDropdown menu={nav.areas} />
          {nav.actions.map((link) => (
            <NavLink key={link.href} to={link.href} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2 xl:gap-1 2xl:gap-2">
          <LanguageMenu languages={nav.languages} label={nav.labels.language} />
          <a href={site.phone.href} className="btn-urgent hidden min-h-11 px-4 whitespace-nowrap sm:inline-flex">
            <Icon name="phone" className="size-4" />
            <span>{site.phone.display}</span>
          </a>
          <MobileDrawer nav={nav} />
        </div>
      </div>
    </header>
  );
}
