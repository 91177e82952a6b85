import { useEffect, useEffectEvent, useRef } from 'react';

type Provider = 'turnstile' | 'hcaptcha';

/** The part of Turnstile's and hCaptcha's browser API we use (the two are alike). */
type WidgetApi = {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove?(id: string): void;
};

// Explicit rendering: the script only defines the API, we render into our own element.
const scripts: Record<Provider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
};

const loaded = new Map<Provider, Promise<WidgetApi>>();

function widgetApi(provider: Provider): WidgetApi | undefined {
  return (window as unknown as Record<Provider, WidgetApi | undefined>)[provider];
}

/** Adds the provider's script once per page; resolves when its API is there. */
export function loadWidgetScript(provider: Provider): Promise<WidgetApi> {
  const ready = widgetApi(provider);
  if (ready) return Promise.resolve(ready);
  let promise = loaded.get(provider);
  if (!promise) {
    promise = new Promise<WidgetApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scripts[provider];
      script.async = true;
      script.onload = () => {
        const api = widgetApi(provider);
        if (api) resolve(api);
        else reject(new Error(`${provider} script loaded without its API`));
      };
      script.onerror = () => {
        loaded.delete(provider);
        reject(new Error(`${provider} script failed to load`));
      };
      document.head.append(script);
    });
    loaded.set(provider, promise);
  }
  return promise;
}

// Turnstile names Brazilian Portuguese `pt-br`; hCaptcha takes `pt`.
const widgetLanguage = (provider: Provider, lang: string) =>
  provider === 'turnstile' && lang === 'pt' ? 'pt-br' : lang;

/**
 * Cloudflare Turnstile or hCaptcha, as the operator set up: loaded only on the pages with a
 * captcha, and only when configured (the CSP lets its origin in only then).
 */
export default function CaptchaWidget(props: {
  provider: Provider;
  siteKey: string;
  lang: string;
  theme: 'light' | 'dark';
  onToken: (token: string) => void;
  onExpire: () => void;
  onError: () => void;
}) {
  const { provider, siteKey, lang, theme } = props;
  const element = useRef<HTMLDivElement>(null);
  const onToken = useEffectEvent((token: string) => props.onToken(token));
  const onExpire = useEffectEvent(() => props.onExpire());
  const onError = useEffectEvent(() => props.onError());

  useEffect(() => {
    let cancelled = false;
    let rendered: { api: WidgetApi; id: string } | undefined;
    loadWidgetScript(provider).then(
      (api) => {
        if (cancelled || !element.current) return;
        const id = api.render(element.current, {
          sitekey: siteKey,
          theme,
          [provider === 'turnstile' ? 'language' : 'hl']: widgetLanguage(provider, lang),
          callback: (token: string) => onToken(token),
          'expired-callback': () => onExpire(),
          'error-callback': () => onError(),
        });
        rendered = { api, id };
      },
      () => {
        if (!cancelled) onError();
      },
    );
    return () => {
      cancelled = true;
      if (rendered) rendered.api.remove?.(rendered.id);
    };
  }, [provider, siteKey, lang, theme]);

  return <div ref={element} data-testid="captcha-widget" />;
}
