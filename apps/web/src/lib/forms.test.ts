// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { loginSchema, type LoginInput } from '@soundpost/contracts/auth';
import { ApiError } from './api-error.ts';
import { errorMessage, lazySchemaFormOptions, translateFieldError } from './forms.ts';
import { chooseLanguage, i18n, i18nReady } from './i18n.ts';

beforeAll(async () => {
  await i18nReady;
  await chooseLanguage('en');
  await i18n.loadNamespaces(['errors', 'validation', 'auth']);
});

const rateLimited = (params?: Record<string, string | number>) =>
  new ApiError({ status: 429, code: 'rate_limited', message: 'x', params });

describe('errorMessage', () => {
  it('says how long to wait when the API tells it', () => {
    expect(errorMessage(rateLimited({ context: 'wait', minutes: 12 }))).toBe(
      'Too many attempts. Please try again in 12 min.',
    );
  });

  it('puts the values of a parametrised error into its message', () => {
    const tooEarly = new ApiError({
      status: 409,
      code: 'takedown_too_early',
      message: 'x',
      params: { daysRemaining: 41 },
    });
    expect(errorMessage(tooEarly)).toBe(
      'On the free plan, a takedown can be requested 90 days after the release date. Days remaining: 41.',
    );
    expect(errorMessage(tooEarly)).not.toContain('{{');
  });

  it('keeps the general wording without it, and the fallback for unknown codes', () => {
    expect(errorMessage(rateLimited())).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(
      errorMessage(
        new ApiError({ status: 400, code: 'no_such_code', message: 'x' }),
        'errors:auth_failed',
      ),
    ).toBe('Authentication failed. Please check your credentials');
  });
});

describe('translateFieldError', () => {
  it('agrees with any field name: the message is about the field, not the name', async () => {
    await chooseLanguage('es');
    // "Contraseña es obligatorio" paired a feminine name with a masculine adjective.
    expect(translateFieldError('required', 'auth:fields.password')).toBe(
      'El campo «Contraseña» es obligatorio',
    );
    await chooseLanguage('pt');
    await i18n.loadNamespaces(['validation', 'auth']);
    expect(translateFieldError('required', 'auth:fields.password')).toBe(
      'O campo “Senha” é obrigatório',
    );
    await chooseLanguage('en');
  });
});

describe('lazySchemaFormOptions', () => {
  const labels = { username: 'auth:fields.usernameOrEmail', password: 'auth:fields.password' };
  const empty: LoginInput = { username: '', password: '', captcha: { id: '', answer: '' } };

  function loginForm(load: () => Promise<typeof loginSchema>) {
    const validation = lazySchemaFormOptions(load, labels);
    const { result } = renderHook(() =>
      useForm<LoginInput>({ initialValues: empty, ...validation.formOptions }),
    );
    const submitted = vi.fn();
    const submit = () => act(() => result.current.onSubmit(submitted)());
    return { validation, form: () => result.current, submitted, submit };
  }

  it('loads the schema only when asked, once, and validates a submit with it', async () => {
    const load = vi.fn(async () => loginSchema);
    const { validation, form, submitted, submit } = loginForm(load);
    expect(load).not.toHaveBeenCalled();
    validation.load();
    validation.load();
    expect(load).toHaveBeenCalledOnce();

    submit();
    await waitFor(() =>
      expect(form().getInputProps('username').error).toBe('Username or email is required'),
    );
    expect(form().getInputProps('password')).toMatchObject({
      error: 'Password is required',
      'aria-invalid': true,
    });
    expect(submitted).not.toHaveBeenCalled();

    act(() =>
      form().setValues({ username: 'ada', password: 'secret', captcha: { id: 'c', answer: 'a' } }),
    );
    submit();
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    expect(submitted.mock.calls[0]![0]).toMatchObject({ username: 'ada', password: 'secret' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('makes a submit before the schema has arrived wait for it', async () => {
    let arrive = (_: typeof loginSchema) => {};
    const { form, submitted, submit } = loginForm(
      () => new Promise((resolve) => (arrive = resolve)),
    );
    submit();
    await Promise.resolve();
    expect(form().errors).toEqual({});
    arrive(loginSchema);
    await waitFor(() => expect(form().errors.username).toBe('required'));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('submits unchecked when the schema cannot load (the API checks), and loads again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loginSchema);
    const { form, submitted, submit } = loginForm(load);
    submit();
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    submit();
    await waitFor(() => expect(form().errors.username).toBe('required'));
    expect(submitted).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
