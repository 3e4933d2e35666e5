import type { ReactNode } from 'react';
import { WorkspaceFooter, WorkspaceHeader } from '@/components/layout/workspace-header';
import { BackOfficeStyles } from '@/components/layout/back-office-styles';
import { DarkScheme } from '@/components/layout/dark-scheme';
import { PageMeta } from '@/components/seo';
import { AuthProvider, SignInForm, authActions, useAuth } from '@/features/auth';
import { DispatchConsole, staffRole } from '@/features/dispatch';
import { DISPATCH_PATH } from '@/config/paths';

/**
 * /dispatch and /dispatch/*: the staff console (noindex, not in the sitemap). Its code loads
 * only here; the staff session is kept apart from the site's (src/lib/supabase.ts scopes).
 */
export function Component() {
  // scheme-auto: the console follows a device set to dark (src/dark.css), for the night shift.
  return (
    <div className="scheme-auto min-h-screen bg-slate-50">
      <BackOfficeStyles />
      <DarkScheme />
      <PageMeta title="Dispatch console" description="The dispatch console of NYC Wildlife Dispatch, for staff." path={DISPATCH_PATH} noindex />
      <AuthProvider scope="staff">
        <StaffGate />
      </AuthProvider>
      <WorkspaceFooter />
    </div>
  );
}

function StaffGate() {
  const { user, loading } = useAuth();
  if (loading) return <Plain><p role="status">Loading…</p></Plain>;
  if (!user) return <Plain><SignInForm scope="staff" heading="Dispatch console sign-in" /></Plain>;
  const role = staffRole(user);
  const signOut = () => void authActions.signOut('staff');
  if (!role) {
    return (
      <Plain>
        <div className="mx-auto grid max-w-md gap-4">
          <h1 className="text-2xl font-bold text-slate-900">No dispatch access</h1>
          <p>The account {user.email} is not dispatch staff. An admin can give it access.</p>
          <button type="button" className="btn-outline justify-self-start" onClick={signOut}>
            Sign out
          </button>
        </div>
      </Plain>
    );
  }
  return <DispatchConsole email={user.email ?? ''} role={role} onSignOut={signOut} />;
}

/** The console's bar without the console's menu: before sign-in and for accounts without access. */
function Plain({ children }: { children: ReactNode }) {
  return (
    <>
      <WorkspaceHeader title="Dispatch console" />
      <div className="container-page max-w-[90rem] py-8">{children}</div>
    </>
  );
}
