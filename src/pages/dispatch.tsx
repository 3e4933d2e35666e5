import { PageMeta } from '@/components/seo';
import { AuthProvider, SignInForm, authActions, useAuth } from '@/features/auth';
import { DispatchConsole, staffRole } from '@/features/dispatch';

/**
 * /dispatch and /dispatch/*: the staff console (noindex, not in the sitemap). Its code loads
 * only here; the staff session is kept apart from the site's (src/lib/supabase.ts scopes).
 */
export function Component() {
  return (
    <div className="container-page max-w-[90rem] py-8">
      <PageMeta title="Dispatch console" description="The dispatch console of NYC Wildlife Dispatch, for staff." path="/dispatch" noindex />
      <AuthProvider scope="staff">
        <StaffGate />
      </AuthProvider>
    </div>
  );
}

function StaffGate() {
  const { user, loading } = useAuth();
  if (loading) return <p role="status">Loading…</p>;
  if (!user) return <SignInForm scope="staff" heading="Dispatch console sign-in" />;
  const role = staffRole(user);
  const signOut = () => void authActions.signOut('staff');
  if (!role) {
    return (
      <div className="mx-auto grid max-w-md gap-4">
        <h1 className="text-2xl font-bold text-slate-900">No dispatch access</h1>
        <p>The account {user.email} is not dispatch staff. An admin can give it access.</p>
        <button type="button" className="btn-outline justify-self-start" onClick={signOut}>
          Sign out
        </button>
      </div>
    );
  }
  return <DispatchConsole email={user.email ?? ''} role={role} onSignOut={signOut} />;
}
