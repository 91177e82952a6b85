// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from '@mantine/form';
import type { CaptchaAnswer, CaptchaChallenge } from '@soundpost/contracts/captcha';
import { i18n, i18nReady } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { solvePow } from '../utils/solve-pow.ts';
import { CaptchaField } from './captcha-field.tsx';
import { useCaptchaChallenge } from './use-captcha-challenge.ts';

vi.mock('../utils/solve-pow.ts', () => ({ solvePow: vi.fn() }));

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['auth', 'errors']);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(solvePow).mockReset();
});

/** GET /v1/auth/captcha: a new proof-of-work challenge each time (c1, c2…). */
function stubApi() {
  let issued = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      issued++;
      const challenge: CaptchaChallenge = {
        provider: 'pow',
        id: `c${issued}`,
        challenge: {
          parameters: {
            algorithm: 'PBKDF2/SHA-256',
            nonce: 'n',
            salt: 's',
            cost: 1,
            keyLength: 32,
            keyPrefix: '00',
          },
          signature: 'sig',
        },
        expiresAt: '2030-01-01T00:00:00.000Z',
      };
      return Response.json(challenge);
    }),
  );
}

/** A page with a form, as the sign-in pages use the captcha; it counts its own renders. */
function Page({ rendered }: { rendered: () => void }) {
  rendered();
  const form = useForm<{ captcha: CaptchaAnswer; name: string }>({
    initialValues: { captcha: { id: '', answer: '' }, name: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const challenge = useCaptchaChallenge(form, setError);
  return (
    <>
      <CaptchaField challenge={challenge} inputProps={form.getInputProps('captcha.answer')} />
      <output data-testid="answer">{`${form.values.captcha.id}:${form.values.captcha.answer}`}</output>
      <button type="button" onClick={() => challenge.failed(new Error('x'), 'errors:auth_failed')}>
        submit failed
      </button>
      <button type="button" onClick={() => form.setFieldError('name', 'Name is required')}>
        submit empty
      </button>
      {form.errors.name ? <p data-testid="name-error">{String(form.errors.name)}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

const answer = () => screen.getByTestId('answer').textContent;
const status = () =>
  document.querySelector('[data-captcha-status]')?.getAttribute('data-captcha-status');

describe('CaptchaField', () => {
  it('solves the challenge into the form; the page re-renders for the answer only', async () => {
    stubApi();
    vi.mocked(solvePow).mockResolvedValue('answer-1');
    const rendered = vi.fn();
    await renderWithProviders(<Page rendered={rendered} />);
    await waitFor(() => expect(answer()).toBe('c1:answer-1'));
    expect(status()).toBe('verified');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(vi.mocked(solvePow).mock.calls[0]![0]).toMatchObject({ signature: 'sig' });
    // The first render and the answer's: loading and solving the challenge re-render only the
    // field, not the whole form (decision 031).
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it('after a failed attempt, drops the answer, solves a new challenge and shows the error', async () => {
    stubApi();
    vi.mocked(solvePow).mockResolvedValueOnce('answer-1').mockResolvedValueOnce('answer-2');
    await renderWithProviders(<Page rendered={() => {}} />);
    await waitFor(() => expect(answer()).toBe('c1:answer-1'));

    fireEvent.click(screen.getByRole('button', { name: 'submit failed' }));
    expect(answer()).toBe(':');
    expect(screen.getByRole('alert').textContent).toBe(
      'Authentication failed. Please check your credentials',
    );
    await waitFor(() => expect(answer()).toBe('c2:answer-2'));
    expect(status()).toBe('verified');
  });

  it('keeps the errors a submit showed on other fields when the answer arrives', async () => {
    stubApi();
    let solve: (answer: string) => void = () => {};
    vi.mocked(solvePow).mockReturnValue(new Promise<string | null>((r) => (solve = r)));
    await renderWithProviders(<Page rendered={() => {}} />);
    await waitFor(() => expect(solvePow).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'submit empty' }));
    expect(screen.getByTestId('name-error').textContent).toBe('Name is required');
    solve('answer-1');
    await waitFor(() => expect(answer()).toBe('c1:answer-1'));
    expect(screen.getByTestId('name-error').textContent).toBe('Name is required');
  });

  it('offers to verify again when the proof of work fails', async () => {
    stubApi();
    vi.mocked(solvePow).mockResolvedValueOnce(null).mockResolvedValueOnce('answer-2');
    await renderWithProviders(<Page rendered={() => {}} />);
    await waitFor(() => expect(status()).toBe('failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify again' }));
    await waitFor(() => expect(answer()).toBe('c2:answer-2'));
  });
});
