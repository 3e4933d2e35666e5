import { useEffect, useState } from 'react';
import { PageMeta } from '@/components/seo';
import { AuthProvider, CodeSignInForm, authActions, useAuth } from '@/features/auth';
import { ProPortal, fetchProfile, type ProProfile } from '@/features/pro-portal';

/**
 * /pro: the professionals' portal (noindex, not in the sitemap). Sign-in by e-mail code or
 * magic link, kept in its own session (src/lib/supabase.ts scopes); its code loads only here.
 */
export function Component() {
  return (
    <div className="container-page py-8">
      <PageMeta title="Pro portal" description="The portal of NYC Wildlife Dispatch's professionals: offers, jobs and records." path="/pro" noindex />
      <AuthProvider scope="pro">
        <ProGate />
      </AuthProvider>
    </div>
  );
}

function ProGate() {
  const { user, loading } = useAuth();
  const [profile, setProfile] = useState<ProProfile | null | 'loading'>('loading');
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void fetchProfile(userId).then((result) => {
      if (!cancelled) setProfile(result.ok ? result.data : null);
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const signOut = () => {
    setProfile('loading');
    void authActions.signOut('pro');
  };
  if (loading) return <p role="status">Loading…</p>;
  if (!user) {
    return (
      <CodeSignInForm
        scope="pro"
        heading="Pro portal sign-in"
        intro="Enter the e-mail address of your approved profile. We send you a six-digit code and a sign-in link: no password to remember."
        redirectPath="/pro"
      />
    );
  }
  if (profile === 'loading') return <p role="status">Loading your profile…</p>;
  if (profile === null) {
    return (
      <div className="mx-auto grid max-w-md gap-4">
        <h1 className="text-2xl font-bold text-slate-900">No professional profile</h1>
        <p>The account {user.email} is not an approved professional of the network. If you applied, you will hear from us by e-mail once your application is reviewed.</p>
        <button type="button" className="btn-outline justify-self-start" onClick={signOut}>
          Sign out
        </button>
      </div>
    );
  }
  return <ProPortal profile={profile} onSignOut={signOut} />;
}
