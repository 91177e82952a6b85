import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturnType } from '@mantine/form';
import type { CaptchaAnswer } from '@soundpost/contracts/captcha';
import { captchaLifetime } from '@soundpost/contracts/pow';
import { applyFieldErrors, errorMessage } from '../../../lib/forms.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { captchaQueryOptions, useCaptcha } from '../api/get-captcha.ts';
import { solvePow } from '../utils/solve-pow.ts';

export type CaptchaStatus = 'verifying' | 'verified' | 'failed' | 'expired';

type CaptchaForm = UseFormReturnType<{ captcha: CaptchaAnswer }>;

/** An answer is dropped this long before its challenge expires, so it never arrives stale. */
const expiryMargin = 15_000;

/**
 * The page's side of the captcha: its form, which receives `{id, answer}`, and `failed`. Every
 * login, sign-up or reset attempt uses a challenge up, so `failed(error)` starts a new one,
 * then shows the error on its fields, or as the form's message (`fallback` for errors without
 * a code). The challenge itself is followed by `CaptchaField` (`useCaptchaSolution`): were the
 * page to follow it, each of its states would re-render the whole form (decision 031).
 */
export function useCaptchaChallenge<T extends { captcha: CaptchaAnswer | string }>(
  form: UseFormReturnType<T>,
  showError: (message: string) => void,
) {
  const queryClient = useQueryClient();
  const captchaForm = form as unknown as CaptchaForm;
  /**
   * Drops the answer and asks for a new challenge. The captcha field alone is set: the form's
   * `setValues` would clear every field's error, and an answer may arrive after a submit that
   * showed them.
   */
  const refresh = () => {
    captchaForm.setFieldValue('captcha', { id: '', answer: '' });
    void queryClient.refetchQueries({ queryKey: captchaQueryOptions().queryKey, exact: true });
  };
  const failed = (error: unknown, fallback?: string) => {
    refresh();
    if (!applyFieldErrors(form, error)) showError(errorMessage(error, fallback));
  };
  return { form: captchaForm, refresh, failed };
}

/**
 * Gets a captcha challenge, solves it (proof of work, in Web Workers, once the page is idle)
 * or takes the token of the operator's widget, and puts `{id, answer}` into the page's form.
 */
export function useCaptchaSolution({ form }: ReturnType<typeof useCaptchaChallenge>) {
  const query = useCaptcha();
  // The outcome of one challenge (keyed by when it arrived); a new challenge starts unknown.
  const key = query.dataUpdatedAt;
  const [outcome, setOutcome] = useState<{ key: number; status: CaptchaStatus }>();
  const settle = (forKey: number, status: CaptchaStatus, answer = '') => {
    if (forKey !== query.dataUpdatedAt) return;
    const id = query.data?.provider === 'pow' ? query.data.id : (query.data?.provider ?? '');
    // The whole form re-renders with the answer: as a transition, in slices that let the
    // browser in, not one long task on a phone (decision 031). The form's values themselves
    // change at once, so a submit right after has the answer.
    startTransition(() => {
      setOutcome({ key: forKey, status });
      form.setFieldValue('captcha', { id, answer });
      if (answer) form.clearFieldError('captcha.answer');
    });
  };
  const report = useEffectEvent(settle);

  const data = query.data;
  useEffect(() => {
    if (data?.provider !== 'pow') return;
    const controller = new AbortController();
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const solve = () =>
      solvePow(data.challenge, controller).then(
        (answer) => {
          if (controller.signal.aborted) return;
          if (!answer) return report(key, 'failed');
          report(key, 'verified', answer);
          // Counted from when the challenge arrived, not from `expiresAt`: the device's clock
          // may be minutes off the server's.
          const left = key + captchaLifetime - expiryMargin - Date.now();
          expiry = setTimeout(() => report(key, 'expired'), Math.max(0, left));
        },
        () => {
          if (!controller.signal.aborted) report(key, 'failed');
        },
      );
    // Once the page is idle: starting the workers, and their threads' work, would otherwise
    // share the phone's cores with the page's hydration (decision 031).
    const cancelIdle = whenIdle(() => void solve());
    return () => {
      cancelIdle();
      controller.abort();
      clearTimeout(expiry);
    };
  }, [data, key]);

  const status: CaptchaStatus = query.isError
    ? 'failed'
    : query.isFetching || outcome?.key !== key
      ? 'verifying'
      : outcome.status;

  /** Callbacks for the Turnstile/hCaptcha widget of the current challenge. */
  const widget = {
    onToken: (token: string) => settle(key, 'verified', token),
    onExpire: () => settle(key, 'expired'),
    onError: () => settle(key, 'failed'),
  };
  return { query, status, widget };
}
