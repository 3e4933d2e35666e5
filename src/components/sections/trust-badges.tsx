import { Icon, type IconName } from '../icons/icon';

export type TrustBadge = { icon: IconName; text: string };

export function TrustBadges({ badges }: { badges: readonly TrustBadge[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {badges.map((badge) => (
        <li key={badge.text} className="flex flex-col items-center gap-3 rounded-2xl bg-brand-50 p-5 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
            <Icon name={badge.icon} />
          </span>
          <span className="font-semibold text-slate-900">{badge.text}</span>
        </li>
      ))}
    </ul>
  );
}
