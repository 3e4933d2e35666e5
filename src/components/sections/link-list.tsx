import { Link } from 'react-router-dom';
import { Icon } from '@/components/icons/icon';

/** A grid of large link tiles (e.g. the five borough pages). */
export function LinkTiles({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="flex min-h-14 items-center justify-between rounded-xl border border-slate-200 bg-white px-5 font-semibold text-slate-900 hover:border-brand-600 hover:bg-brand-50"
          >
            {link.label}
            <Icon name="arrow-right" className="size-5 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
