import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@soundpost/contracts/redirect';
import { canCurate, isStaffRole } from '@soundpost/contracts/roles';
import { paths } from '../config/paths.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { useSession, useUser, verifySession } from '../lib/session.ts';
import { isBlocked } from '../lib/session-store.ts';
import { startHref } from '../lib/start-page.ts';

/**
 * Pages that need a session. Without a stored user the server is asked once (a session
 * cookie may exist without local storage); only then is the visitor sent to login, with the
 * full path (search included) to come back to.
 */
export function RequireAuth() {
  const location = useLocation();
  const { user, checked } = useSession();
  const mustCheck = !user && !checked;

  useEffect(() => {
    if (mustCheck) void verifySession();
  }, [mustCheck]);

  if (mustCheck) return <PageLoader />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref(redirect)} replace />;
  }
  return <Outlet />;
}

/** Login, sign-up and the two-factor step: a signed-in user goes on to where they were headed. */
export function RequireGuest() {
  const [params] = useSearchParams();
  const user = useUser();
  if (user) {
    if (isBlocked(user)) return <Navigate to={paths.account.blocked.getHref()} replace />;
    const redirect = safeRedirectPath(params.get('redirect')) ?? startHref(user);
    return <Navigate to={redirect} replace />;
  }
  return <Outlet />;
}

/** The admin area; anybody else (an impersonating admin included) goes to where they start. */
export function RequireAdmin() {
  const user = useUser();
  if (user?.role !== 'admin') return <Navigate to={startHref(user ?? { role: 'user' })} replace />;
  return <Outlet />;
}

/** The review side of the admin area: administrators and reviewers. */
export function RequireStaff() {
  const user = useUser();
  if (!user || !isStaffRole(user.role)) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}

/** The curators' inbox: curators, reviewers and administrators. */
export function RequireCurator() {
  const user = useUser();
  if (!user || !canCurate(user.role)) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}

/**
 * The artist dashboard: staff go on to their queue, unless they ask for the artist side
 * (`?side=artist`, linked from their navigation).
 */
export function ArtistDashboardGate() {
  const user = useUser();
  const [params] = useSearchParams();
  // Decided when the dashboard is entered: an account switch on the page (an admin ending an
  // impersonation, on the way to the accounts list) must not send the admin to the queue.
  const [staffEntered] = useState(() => Boolean(user && isStaffRole(user.role)));
  if (user && staffEntered && params.get('side') !== 'artist')
    return <Navigate to={startHref(user)} replace />;
  return <Outlet />;
}

/** Spec section 2: a blocked user sees only /account/blocked. */
export function BlockedGate() {
  const location = useLocation();
  const user = useUser();
  if (isBlocked(user) && location.pathname !== paths.account.blocked.path) {
    return <Navigate to={paths.account.blocked.getHref()} replace />;
  }
  return <Outlet />;
}
