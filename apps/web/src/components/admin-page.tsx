import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { AdminNav } from './admin-nav.tsx';

/**
 * Every admin page's frame: one width, the section tabs, then the page. With one width the tabs
 * and the heading keep their left edge from page to page (three widths moved the tabs, and a
 * click landed on the next page's neighbouring tab).
 */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <AdminNav />
        {children}
      </Stack>
    </Container>
  );
}
