import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationIdentity, Integrations as Tools } from '@soundpost/contracts/instance';
import { api, dataOf } from '../../lib/api-client.ts';
import { useUser } from '../../lib/session.ts';
import { ConsentBanner } from './components/consent-banner.tsx';
import { consentStore, useConsent, useConsentSettingsOpen } from './consent-store.ts';
import {
  identifyChatwoot,
  loadChatwoot,
  resetChatwoot,
  setChatwootLocale,
} from './tools/chatwoot.ts';
import { identifyPosthog, loadPosthog, resetPosthog } from './tools/posthog.ts';

/** Each tool that is on and consented to, loaded once; what follows the user in and out. */
function useTools(integrations: Tools) {
  const consent = useConsent();
  const user = useUser();
  const { i18n } = useTranslation();
  const chat = Boolean(integrations.chatwoot && consent?.support);
  const analytics = Boolean(integrations.posthog && consent?.analytics);

  useEffect(() => {
    if (chat) void loadChatwoot(integrations.chatwoot!, i18n.language).catch(console.error);
    if (analytics) void loadPosthog(integrations.posthog!).catch(console.error);
  }, [chat, analytics, integrations, i18n.language]);

  useEffect(() => {
    if (chat) setChatwootLocale(i18n.language);
  }, [chat, i18n.language]);

  const userId = user?._id ?? null;
  useEffect(() => {
    if (!chat && !analytics) return;
    if (userId === null) {
      resetChatwoot();
      void resetPosthog();
      return;
    }
    let cancelled = false;
    void dataOf(api.GET('/v1/instance/identity'))
      .then(async (identity: IntegrationIdentity) => {
        if (cancelled) return;
        if (chat) {
          await loadChatwoot(integrations.chatwoot!, i18n.language);
          identifyChatwoot(identity);
        }
        if (analytics) await identifyPosthog(identity);
      })
      .catch(console.error);
    return () => {
      cancelled = true;
    };
    // The language only matters to the first load, which the effect above starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat, analytics, integrations, userId]);
}

/**
 * The operator's support chat and product analytics (decision 056), loaded by the layout only
 * when one is on: the consent banner until the visitor answers, then only what they allowed.
 */
export function Integrations({ integrations }: { integrations: Tools }) {
  const consent = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  useTools(integrations);
  if (consent !== null && !settingsOpen) return null;
  const offered = {
    support: integrations.chatwoot !== null,
    analytics: integrations.posthog !== null,
  };
  return <ConsentBanner offered={offered} current={consent} onAnswer={consentStore.set} />;
}
