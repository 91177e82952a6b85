type SignupInput = {
  referred_by_user?: string;
  utm_campaign?: string;
  utm_medium?: string;
  utm_source?: string;
};

/**
 * What a sign-up (form or social) records with the account, as it came: the code it carried
 * and the campaign of the visitor's first visit (spec sections 3 and 7).
 */
export function signupAttribution(input: SignupInput) {
  const utm = Object.fromEntries(
    (['campaign', 'medium', 'source'] as const)
      .map((k) => [k, input[`utm_${k}`]] as const)
      .filter(([, v]) => v),
  ) as Record<string, string>;
  return {
    referredByUser: input.referred_by_user || null,
    signupUtm: Object.keys(utm).length ? utm : null,
  };
}
