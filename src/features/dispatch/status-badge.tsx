import { LEAD_STATUS_LABELS, type LeadStatus } from '@/domain/dispatch';

const TONE: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-950 ring-amber-300',
  offered: 'bg-sky-100 text-sky-950 ring-sky-300',
  accepted: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
  completed: 'bg-slate-100 text-slate-800 ring-slate-300',
  unreachable: 'bg-rose-100 text-rose-950 ring-rose-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${TONE[status]}`}>
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
