import { NavLink, Route, Routes, useParams } from 'react-router-dom';
import { ApplicationDetailView, ApplicationsView } from './applications-view';
import { LeadView } from './lead-view';
import { ProsView } from './pros-view';
import { QueueView } from './queue-view';

/** The dispatch console for a signed-in staff member: the queue, each lead's page, the applications. */
export function DispatchConsole({ email, role, onSignOut }: { email: string; role: string; onSignOut: () => void }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <nav aria-label="Console" className="flex flex-wrap items-center gap-4">
          <NavLink end to="/dispatch" className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Leads
          </NavLink>
          <NavLink to="/dispatch/applications" className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Applications
          </NavLink>
          <NavLink to="/dispatch/pros" className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Professionals
          </NavLink>
          <span className="text-slate-800">
            Signed in as <strong>{email}</strong> ({role})
          </span>
        </nav>
        <button type="button" className="btn-outline" onClick={onSignOut}>
          Sign out
        </button>
      </div>
      <Routes>
        <Route index element={<QueueHeading />} />
        <Route path="leads/:reference" element={<LeadRoute />} />
        <Route path="applications" element={<ApplicationsView />} />
        <Route path="applications/:id" element={<ApplicationRoute />} />
        <Route path="pros" element={<ProsView isAdmin={role === 'admin'} />} />
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

function ApplicationRoute() {
  const { id = '' } = useParams();
  return <ApplicationDetailView key={id} id={id} />;
}
