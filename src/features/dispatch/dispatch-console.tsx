import { NavLink, Route, Routes, useParams } from 'react-router-dom';
import { WorkspaceHeader } from '@/components/layout/workspace-header';
import { ApplicationDetailView } from './application-detail';
import { ApplicationsView } from './applications-view';
import { LeadView } from './lead-view';
import { NumbersView } from './numbers-view';
import { ProsView } from './pros-view';
import { QueueView } from './queue-view';
import { SettingsView } from './settings-view';
import { DISPATCH_PATH } from '@/config/paths';

/** The dispatch console for a signed-in staff member: the queue, each lead's page, the applications. */
export function DispatchConsole({ email, role, onSignOut }: { email: string; role: string; onSignOut: () => void }) {
  return (
    <>
      <WorkspaceHeader title="Dispatch console">
        <nav aria-label="Console" className="flex flex-1 flex-wrap items-center gap-x-4 gap-y-1">
          <NavLink end to={DISPATCH_PATH} className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Leads
          </NavLink>
          <NavLink to={`${DISPATCH_PATH}/applications`} className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Applications
          </NavLink>
          <NavLink to={`${DISPATCH_PATH}/pros`} className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Professionals
          </NavLink>
          <NavLink to={`${DISPATCH_PATH}/numbers`} className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Numbers
          </NavLink>
          <NavLink to={`${DISPATCH_PATH}/settings`} className={({ isActive }) => `link ${isActive ? 'font-bold' : ''}`}>
            Settings
          </NavLink>
          {/* On a phone the queue matters more than who is signed in (Sign out stays). */}
          <span className="ml-auto hidden text-sm text-slate-800 sm:inline">
            Signed in as <strong>{email}</strong> ({role})
          </span>
        </nav>
        <button type="button" className="btn-outline min-h-9 px-3 py-1 text-sm" onClick={onSignOut}>
          Sign out
        </button>
      </WorkspaceHeader>
      <div className="mx-auto grid max-w-[90rem] gap-4 px-3 py-4 sm:px-5">
      <Routes>
        <Route index element={<QueueHeading />} />
        <Route path="leads/:reference" element={<LeadRoute />} />
        <Route path="applications" element={<ApplicationsView />} />
        <Route path="applications/:id" element={<ApplicationRoute />} />
        <Route path="pros" element={<ProsView isAdmin={role === 'admin'} />} />
        <Route path="numbers" element={<NumbersView />} />
        <Route path="settings" element={<SettingsView isAdmin={role === 'admin'} />} />
        <Route path="*" element={<QueueHeading />} />
      </Routes>
      </div>
    </>
  );
}

function QueueHeading() {
  return (
    <>
      <h1 className="sr-only">Dispatch</h1>
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
