import { Route, Routes, useParams } from 'react-router-dom';
import { LeadView } from './lead-view';
import { QueueView } from './queue-view';

/** The dispatch console for a signed-in staff member: the queue, and each lead's page. */
export function DispatchConsole({ email, role, onSignOut }: { email: string; role: string; onSignOut: () => void }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <p className="text-slate-800">
          Dispatch console · signed in as <strong>{email}</strong> ({role})
        </p>
        <button type="button" className="btn-outline" onClick={onSignOut}>
          Sign out
        </button>
      </div>
      <Routes>
        <Route index element={<QueueHeading />} />
        <Route path="leads/:reference" element={<LeadRoute />} />
        <Route path="*" element={<QueueHeading />} />
      </Routes>
    </div>
  );
}

function QueueHeading() {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Dispatch</h1>
      <QueueView />
    </>
  );
}

function LeadRoute() {
  const { reference = '' } = useParams();
  return <LeadView key={reference} reference={reference} />;
}
