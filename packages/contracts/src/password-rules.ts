// The password rules and strength, without zod: the sign-up page's strength meter runs before
// the page loads any schema (decision 031). The schema is in password.ts.

export const passwordMinLength = 8;

/** True when the password has 8+ characters, a letter, a number and a special character. */
export function meetsPasswordRules(password: string): boolean {
  return (
    password.length >= passwordMinLength &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Weak until the rules are met; strong with 12+ characters and mixed case, else medium. */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRules(password)) return 'weak';
  const mixedCase = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  return password.length >= 12 && mixedCase ? 'strong' : 'medium';
}
