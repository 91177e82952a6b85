import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth.ts';

/** Each field's first message, as a form shows it. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = registerSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

const valid = {
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.test',
  password: 'Good-pass-1!',
  confirm: 'Good-pass-1!',
  captcha: { id: 'x', answer: 'y' },
  acceptTerms: true,
};

describe('registerSchema', () => {
  it('reports every field at once, the mismatched confirmation included', () => {
    expect(
      fieldErrors({
        ...valid,
        name: '',
        username: '',
        email: 'nope',
        password: 'short',
        confirm: 'other',
        acceptTerms: false,
      }),
    ).toEqual({
      name: 'required',
      username: 'required',
      email: 'email',
      password: 'password_rules',
      confirm: 'passwords_match',
      acceptTerms: 'terms_required',
    });
  });

  it('calls an empty username required and a short one too short', () => {
    expect(fieldErrors({ ...valid, username: '  ' }).username).toBe('required');
    expect(fieldErrors({ ...valid, username: 'ab' }).username).toBe('min_length');
    expect(fieldErrors(valid)).toEqual({});
  });
});
