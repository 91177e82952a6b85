import { Alert, Badge, Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogPost } from '@soundpost/contracts/blog';
import { AdminPage } from '../../../components/admin-page.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useBlogPosts } from '../api/blog.ts';

/** A post's state as a visitor meets it: a scheduled post whose time has passed is live. */
export function PostState({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const state = post.live ? 'live' : post.status;
  const color = { live: 'green', published: 'green', scheduled: 'blue', draft: 'gray' }[state];
  return (
    <Badge color={color} variant="light">
      {t(`admin.status.${state}`)}
    </Badge>
  );
}

/** `/admin/blog`: every post, with its language and state; the way to write a new one. */
export function BlogAdminPage() {
  const { t } = useTranslation('blog');
  const posts = useBlogPosts();
  return (
    <AdminPage>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('admin.title')}</Title>
        <Button component={Link} to={paths.admin.blogPost.getHref('new')}>
          {t('admin.new')}
        </Button>
      </Group>
      {posts.isPending ? (
        <Skeleton h={200} />
      ) : posts.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(posts.error)}
        </Alert>
      ) : posts.data.items.length === 0 ? (
        <Text>{t('admin.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.columns.title')}</Table.Th>
                <Table.Th>{t('admin.columns.language')}</Table.Th>
                <Table.Th>{t('admin.columns.status')}</Table.Th>
                <Table.Th>{t('admin.columns.publishAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.data.items.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td>
                    <Link to={paths.admin.blogPost.getHref(post.id)}>{post.title}</Link>
                  </Table.Td>
                  <Table.Td>{post.lang.toUpperCase()}</Table.Td>
                  <Table.Td>
                    <PostState post={post} />
                  </Table.Td>
                  <Table.Td>{post.publishAt ? formatDateTime(post.publishAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminPage>
  );
}
