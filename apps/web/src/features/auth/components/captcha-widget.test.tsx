// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import CaptchaWidget, { loadWidgetScript } from './captcha-widget.tsx';

type Options = Record<string, unknown> & {
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};

/** Stands in for the API the provider's script defines (`window.turnstile`/`window.hcaptcha`). */
function fakeApi(provider: 'turnstile' | 'hcaptcha') {
  const api = { render: vi.fn((_el: HTMLElement, _o: Options) => 'widget-1'), remove: vi.fn() };
  Object.assign(window, { [provider]: api });
  return api;
}

const handlers = () => ({ onToken: vi.fn(), onExpire: vi.fn(), onError: vi.fn() });

afterEach(() => {
  cleanup();
  delete (window as { turnstile?: unknown }).turnstile;
  delete (window as { hcaptcha?: unknown }).hcaptcha;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('CaptchaWidget', () => {
  it("renders Turnstile with the site key, the page's language and theme, and reports back", async () => {
    const api = fakeApi('turnstile');
    const on = handlers();
    const { unmount } = render(
      <CaptchaWidget provider="turnstile" siteKey="site-1" lang="pt" theme="dark" {...on} />,
    );
    await waitFor(() => expect(api.render).toHaveBeenCalledOnce());
    const [element, options] = api.render.mock.calls[0]!;
    expect(element.dataset.testid).toBe('captcha-widget');
    expect(options).toMatchObject({ sitekey: 'site-1', language: 'pt-br', theme: 'dark' });
    options.callback('token-1');
    options['expired-callback']();
    options['error-callback']();
    expect(on.onToken).toHaveBeenCalledWith('token-1');
    expect(on.onExpire).toHaveBeenCalledOnce();
    expect(on.onError).toHaveBeenCalledOnce();
    unmount();
    expect(api.remove).toHaveBeenCalledWith('widget-1');
  });

  it('gives hCaptcha its language as `hl`', async () => {
    const api = fakeApi('hcaptcha');
    render(
      <CaptchaWidget provider="hcaptcha" siteKey="s" lang="tr" theme="light" {...handlers()} />,
    );
    await waitFor(() => expect(api.render).toHaveBeenCalledOnce());
    expect(api.render.mock.calls[0]![1]).toMatchObject({ sitekey: 's', hl: 'tr', theme: 'light' });
  });

  it("reports an error when the provider's script does not load", async () => {
    const on = handlers();
    render(<CaptchaWidget provider="hcaptcha" siteKey="s" lang="en" theme="light" {...on} />);
    const script = await waitFor(() => {
      const found = document.head.querySelector('script');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(script.src).toBe('https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off');
    script.dispatchEvent(new Event('error'));
    await waitFor(() => expect(on.onError).toHaveBeenCalledOnce());
  });
});

describe('loadWidgetScript', () => {
  it('adds the script once and resolves with the API it defines', async () => {
    const first = loadWidgetScript('turnstile');
    const second = loadWidgetScript('turnstile');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
    const api = fakeApi('turnstile');
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(api);
    expect(await second).toBe(api);
  });
});
