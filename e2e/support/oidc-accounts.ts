/** Accounts the loopback OpenID provider knows; a journey signs in as one by its `sub`. */
export const oidcAccounts = [
  {
    sub: 'google-e2e-1',
    email: 'social.one@e2e.soundpost.test',
    name: 'Sofia Social',
    email_verified: true,
  },
];
