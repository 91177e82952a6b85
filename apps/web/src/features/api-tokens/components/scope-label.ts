import type { TFunction } from 'i18next';
import type { TokenScope } from '@soundpost/contracts/analytics';

/** A scope's name in the interface (`read:royalties` → "Read royalties"). */
export const scopeLabel = (t: TFunction, scope: TokenScope) =>
  t(`account:apiTokens.scopes.${scope.replace(':', '_')}`);
