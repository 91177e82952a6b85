import { Box } from '@mantine/core';
import type { User } from '@soundpost/contracts/users';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { AccountMenu } from './account-menu.tsx';

/** The signed-in header controls; a separate chunk, since visitors never need them. */
export function UserMenus({ user }: { user: User }) {
  return (
    <QueryProvider>
      <LanguageMenu />
      <Box visibleFrom="sm">
        <AccountMenu user={user} />
      </Box>
    </QueryProvider>
  );
}
