import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { BrandMark } from './brand-mark';
import type { NavLink, NavModel } from './nav-types';
import { Icon } from '@/components/icons/icon';

function LinkList({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="mt-3 grid gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="inline-block py-1.5 text-brand-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type SiteFooterProps = {
  nav: NavModel;
  blurb: string;
  copyright: string;
  emergencyLabel: string;
};

export function SiteFooter({ nav, blurb, copyright, emergencyLabel }: SiteFooterProps) {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <BrandMark />
            {site.name}
          </p>
          <p className="mt-4 max-w-md leading-relaxed">{blurb}</p>
          <ul className="mt-5 grid gap-2">
            <li>
              <a href={site.phone.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-white hover:underline">
                <Icon name="phone" className="size-5 text-urgent-500" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email.dispatch}`} className="inline-flex min-h-11 items-center gap-2 text-white hover:underline">
                <Icon name="mail" className="size-5 text-urgent-500" />
                {site.email.dispatch}
              </a>
            </li>
          </ul>
          <Link to={nav.report.href} className="btn-urgent mt-5">
            <Icon name="siren" className="size-5" />
            {emergencyLabel}
          </Link>
        </div>
        <LinkList heading={nav.labels.company} links={nav.footerCompany} />
        <LinkList heading={nav.labels.legal} links={nav.footerLegal} />
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-brand-200">{copyright}</p>
      </div>
    </footer>
  );
}
