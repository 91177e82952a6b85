import type { PostHog } from 'posthog-js';
import type { IntegrationIdentity, Integrations } from '@soundpost/contracts/instance';

type PosthogConfig = NonNullable<Integrations['posthog']>;

let client: Promise<PostHog> | undefined;

/**
 * Starts the operator's PostHog (posthog-js, loaded only now): page views on every navigation,
 * and the session recording the project turns on. It keeps its ids in memory, not in cookies
 * or localStorage: a visitor is one person for one page load, a signed-in user always the same.
 */
export function loadPosthog(config: PosthogConfig): Promise<PostHog> {
  client ??= import('posthog-js').then(({ posthog }) => {
    posthog.init(config.key, {
      api_host: config.url,
      persistence: 'memory',
      capture_pageview: 'history_change',
      // Typed text never leaves the page; the recordings mask every input.
      session_recording: { maskAllInputs: true },
    });
    return posthog;
  });
  return client;
}

export async function identifyPosthog(identity: IntegrationIdentity) {
  const posthog = await client;
  posthog?.identify(identity.id, { name: identity.name, email: identity.email });
}

export async function resetPosthog() {
  (await client)?.reset();
}
