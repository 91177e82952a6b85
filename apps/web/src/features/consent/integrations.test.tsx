// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { stubFetch } from '../../test/stub-fetch.ts';
import { consentStore } from './consent-store.ts';
import { Integrations } from './integrations.tsx';

const chatOnly = {
  chatwoot: { url: 'https://chat.label.test', websiteToken: 'website-token' },
  posthog: null,
};
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  window.localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  stubFetch(vi.fn(async () => Response.json({ code: 'unauthorized' }, { status: 401 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function show() {
  await renderWithProviders(
    <MemoryRouter>
      <Integrations integrations={chatOnly} />
    </MemoryRouter>,
  );
  return screen.findByRole('region', { name: 'Your privacy' });
}

describe('the consent banner', () => {
  it('loads nothing until asked, and nothing after "Reject all"', async () => {
    await show();
    expect(scripts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    // Only what the operator turned on is offered.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Support chat/ }).checked).toBe(
      false,
    );
    expect(screen.queryByRole('checkbox', { name: /analytics/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('consent')!)).toEqual({
      support: false,
      analytics: false,
    });
    expect(scripts()).toEqual([]);
  });

  it("loads the operator's chat once accepted, and asks again from the settings", async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(scripts()).toEqual(['https://chat.label.test/packs/js/sdk.js']);
    expect(consentStore.get()).toEqual({ support: true, analytics: false });
    consentStore.openSettings();
    await screen.findByRole('region', { name: 'Your privacy' });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Support chat/ }).checked).toBe(
      true,
    );
  });
});
