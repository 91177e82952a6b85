import type { IntegrationIdentity, Integrations } from '@soundpost/contracts/instance';

type ChatwootConfig = NonNullable<Integrations['chatwoot']>;

/** What Chatwoot's website SDK puts on the window, as its documentation describes it. */
type ChatwootWindow = Window & {
  chatwootSettings?: { locale: string; position: 'left' | 'right' };
  chatwootSDK?: { run: (options: { websiteToken: string; baseUrl: string }) => void };
  $chatwoot?: {
    setUser: (
      identifier: string,
      attributes: { name: string; email: string; identifier_hash?: string },
    ) => void;
    setLocale: (locale: string) => void;
    reset: () => void;
  };
};

const chat = window as ChatwootWindow;
let ready: Promise<void> | undefined;

/**
 * Loads the operator's Chatwoot widget: its SDK from the Chatwoot server, run with the website
 * inbox's token, in the page's language. Resolves when the widget says it is ready.
 */
export function loadChatwoot(config: ChatwootConfig, locale: string): Promise<void> {
  ready ??= new Promise<void>((resolve, reject) => {
    chat.chatwootSettings = { locale, position: 'right' };
    window.addEventListener('chatwoot:ready', () => resolve(), { once: true });
    const script = document.createElement('script');
    script.src = `${config.url}/packs/js/sdk.js`;
    script.async = true;
    script.onload = () =>
      chat.chatwootSDK?.run({ websiteToken: config.websiteToken, baseUrl: config.url });
    script.onerror = () => {
      ready = undefined;
      reject(new Error('The support chat could not be loaded'));
    };
    document.head.append(script);
  });
  return ready;
}

/** Tells the chat who is writing, signed by the server (Chatwoot's identity validation). */
export function identifyChatwoot(identity: IntegrationIdentity) {
  chat.$chatwoot?.setUser(identity.id, {
    name: identity.name,
    email: identity.email,
    ...(identity.chatwootHash ? { identifier_hash: identity.chatwootHash } : {}),
  });
}

/** After sign-out: the next conversation is a visitor's, not the last user's. */
export const resetChatwoot = () => chat.$chatwoot?.reset();

export const setChatwootLocale = (locale: string) => chat.$chatwoot?.setLocale(locale);
