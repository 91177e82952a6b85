// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n, i18nReady } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { solvePow } from '../utils/solve-pow.ts';
import { SignupPage } from './signup-page.tsx';

vi.mock('../utils/solve-pow.ts', () => ({ solvePow: vi.fn(() => new Promise(() => {})) }));

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['auth', 'errors']);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(solvePow).mockClear();
});

const render = (url: string) => {
  // The captcha and the social buttons ask the API; the form does not need their answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <SignupPage />
    </MemoryRouter>,
  );
};

describe('SignupPage', () => {
  it('starts with the address an invitation was sent to', async () => {
    await render(
      '/auth/signup?redirect=%2Fsplits%2Finvitation%3Ftoken%3Dabc&email=ada%40example.com',
    );
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
  });

  it('starts empty otherwise', async () => {
    await render('/auth/signup');
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe('');
  });
});
