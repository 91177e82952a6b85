import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { socialProviderSchema } from '@soundpost/contracts/auth';
import { safeRedirectPath } from '@soundpost/contracts/redirect';
import { paths } from '../../../config/paths.ts';
import { startHref } from '../../../lib/start-page.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { storedAttribution } from '../../../lib/attribution.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { isBlocked } from '../../../lib/session-store.ts';
import { useSocialLogin } from '../api/social-login.ts';

/** Errors the login page knows how to explain; anything else is a generic failure. */
const explained = new Set(['duplicated_email', 'deactivated_account', 'provider_not_configured']);

/**
 * Where Google and Apple send the browser back. Without `code` and `state` the sign-in is
 * refused at once (spec section 4); the API checks that `state` is the one it issued.
 */
export function CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state');
  const provider = socialProviderSchema.safeParse(params.get('provider') ?? 'google');
  const social = useSocialLogin();
  const { mutate } = social;
  const started = useRef(false);
  const valid = Boolean(code && state && provider.success && !params.get('error'));

  useEffect(() => {
    if (!valid || started.current || !code || !state || !provider.success) return;
    started.current = true;
    mutate(
      {
        provider: provider.data,
        input: { code, state, lang: currentLanguage(), source: 'web', ...storedAttribution() },
      },
      {
        onSuccess: ({ user, redirect }) => {
          const to = isBlocked(user)
            ? paths.account.blocked.getHref()
            : (safeRedirectPath(redirect) ?? startHref(user));
          void navigate(to, { replace: true });
        },
        onError: (error) => {
          // Spec section 8: "Google (or Apple) authentication failed" unless the API said why.
          const reason =
            isApiError(error) && explained.has(error.code)
              ? error.code
              : (`${provider.data}_auth_failed` as const);
          void navigate(paths.auth.login.getHref(null, reason), { replace: true });
        },
      },
    );
  }, [valid, code, state, provider, mutate, navigate]);

  if (!valid) return <Navigate to={paths.auth.login.getHref(null, 'auth_failed')} replace />;
  return <PageLoader />;
}
