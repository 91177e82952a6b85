import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import type { AdminUser } from '../api/get-users.ts';
import { useImpersonateUser } from '../api/impersonate-user.ts';
import { useUnblockUser } from '../api/unblock-user.ts';
import { BlockUserModal } from './block-user-modal.tsx';
import { userState } from './user-status-badge.tsx';

export type UserActionHandlers = {
  onImpersonate: (user: AdminUser) => void;
  onBlock: (user: AdminUser) => void;
  onUnblock: (user: AdminUser) => void;
  busyId: string | null;
};

/**
 * What staff can do to an account (impersonate, block, unblock), for the list and the account
 * page alike; `dialog` is the block dialog to render once on the page.
 */
export function useUserActions() {
  const { t } = useTranslation(['admin', 'errors']);
  const impersonate = useImpersonateUser();
  const unblock = useUnblockUser();
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  const showError = (error: unknown) =>
    notify({ color: 'red', title: t('common:error'), message: errorMessage(error) });

  const handlers: UserActionHandlers = {
    busyId:
      (impersonate.isPending ? impersonate.variables : null) ??
      (unblock.isPending ? unblock.variables : null),
    onImpersonate: (user) => impersonate.mutate(user._id, { onError: showError }),
    onBlock: setBlocking,
    onUnblock: (user) =>
      unblock.mutate(user._id, {
        onSuccess: () =>
          notify({ color: 'teal', message: t('unblock.done', { username: user.username }) }),
        onError: showError,
      }),
  };
  const dialog = <BlockUserModal user={blocking} onClose={() => setBlocking(null)} />;
  return { handlers, dialog };
}

/** The action buttons of one account; administrators can be neither impersonated nor blocked. */
export function UserActions({ user, handlers }: { user: AdminUser; handlers: UserActionHandlers }) {
  const { t } = useTranslation('admin');
  const busy = handlers.busyId === user._id;
  const staff = user.role === 'admin';
  return (
    <>
      {!staff ? (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => handlers.onImpersonate(user)}
          aria-label={t('actions.impersonateUser', { username: user.username })}
        >
          {t('actions.impersonate')}
        </Button>
      ) : null}
      {userState(user) !== 'active' ? (
        <Button
          size="xs"
          variant="light"
          color="teal"
          loading={busy}
          onClick={() => handlers.onUnblock(user)}
          aria-label={t('actions.unblockUser', { username: user.username })}
        >
          {t('actions.unblock')}
        </Button>
      ) : !staff ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={busy}
          onClick={() => handlers.onBlock(user)}
          aria-label={t('actions.blockUser', { username: user.username })}
        >
          {t('actions.block')}
        </Button>
      ) : null}
    </>
  );
}
