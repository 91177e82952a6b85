import type { User } from '@soundpost/contracts/users';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** App-wide notices about the session; a lazy chunk, as most visits need none of them. */
export function SessionNotices({ user }: { user: User }) {
  return (
    <QueryProvider>
      {user.impersonate ? <ImpersonationBanner user={user} /> : null}
      {!user.emailVerified && !user.impersonate ? <VerifyEmailBanner /> : null}
    </QueryProvider>
  );
}
