/** The staff role in a user's app_metadata (only the service role can set it), or null. */
export function staffRole(user: { app_metadata?: Record<string, unknown> | null; is_anonymous?: boolean } | null): 'dispatcher' | 'admin' | null {
  if (!user || user.is_anonymous) return null;
  const role = user.app_metadata?.role;
  return role === 'dispatcher' || role === 'admin' ? role : null;
}
