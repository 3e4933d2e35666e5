import { useEffect, useRef, useState } from 'react';
import { WorkspaceFooter, WorkspaceHeader } from '@/components/layout/workspace-header';
import { BackOfficeStyles } from '@/components/layout/back-office-styles';
import { DarkScheme } from '@/components/layout/dark-scheme';
import { PageMeta } from '@/components/seo';
import { AuthProvider, CodeSignInForm, authActions, useAuth } from '@/features/auth';
import { ProPortal, fetchHome, fetchHomeWithStoredSession, type ProHome } from '@/features/pro-portal';
import { PRO_PATH } from '@/config/paths';
/**
 * /pro: the professionals' portal (noindex, not in the sitemap). Sign-in by e-mail code or
 * magic link, kept in its own session (src/lib/supabase.ts scopes); its code loads only here.
 */
export function Component() {
  // scheme-auto: the portal follows a device set to dark (src/dark.css), for jobs at night.
  return (
    <div className="scheme-auto min-h-screen bg-slate-50">
      <BackOfficeStyles />
      <DarkScheme />
      <WorkspaceHeader title="Pro portal" />
      <div className="container-page py-4">
        <PageMeta title="Pro portal" description="The portal of NYC Wildlife Dispatch's professionals: offers, jobs and records." path={PRO_PATH} noindex />
        <AuthProvider scope="pro">
          <ProGate />
        </AuthProvider>
      </div>
      <WorkspaceFooter />
    </div>
  );
}

/**
 * The first screen comes from the stored session over plain fetch as soon as the page runs
 * (fetchHomeWithStoredSession), so a professional opening the portal on a phone sees their
 * offers without waiting for supabase-js; without a usable stored session it waits for the
 * session and asks through supabase-js.
 */
function ProGate() {
  const { user, loading } = useAuth();
  const [home, setHome] = useState<ProHome | null | 'loading'>('loading');
  const stored = useRef<Promise<ProHome | null> | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    let cancelled = false;
    const fast = fetchHomeWithStoredSession();
    stored.current = fast;
    void fast.then((data) => {
      if (!cancelled && data) setHome((current) => (current === 'loading' ? data : current));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void (async () => {
      if (await stored.current) return;
      const result = await fetchHome();
      if (!cancelled) setHome(result.ok ? result.data : null);
    })();
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const signOut = () => {
    stored.current = null;
    setHome('loading');
    void authActions.signOut('pro');
  };
  // The first screen may arrive before supabase-js has read the session; nothing waits for it.
  if (loading && (home === 'loading' || home === null)) return <p role="status">Loading…</p>;
  if (!loading && !user) {
    return (
      <CodeSignInForm
        scope="pro"
        heading="Pro portal sign-in"
        intro="Enter the e-mail address of your approved profile. We send you a six-digit code and a sign-in link: no password to remember."
        redirectPath={PRO_PATH}
      />
    );
  }
  if (home === 'loading') return <p role="status">Loading your profile…</p>;
  if (home === null) {
    return (
      <div className="mx-auto grid max-w-md gap-4">
        <h1 className="text-2xl font-bold text-slate-900">No professional profile</h1>
        <p>The account {user?.email} is not an approved professional of the network. If you applied, you will hear from us by e-mail once your application is reviewed.</p>
        <button type="button" className="btn-outline justify-self-start" onClick={signOut}>
          Sign out
        </button>
      </div>
    );
  }
  return <ProPortal initial={home} onSignOut={signOut} />;
}
