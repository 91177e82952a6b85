import { Alert, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { previewBlogPost } from '../api/blog.ts';
import classes from './markdown-preview.module.css';

/**
 * The post as the blog will show it, from the server's own sanitiser, a moment after the author
 * stops typing. The HTML is the server's sanitised answer: nothing in it can run.
 */
export function MarkdownPreview({ body, labelledBy }: { body: string; labelledBy: string }) {
  const { t } = useTranslation('blog');
  const [answer, setHtml] = useState('');
  const [error, setError] = useState<unknown>(null);
  const empty = body.trim() === '';
  const html = empty ? '' : answer;
  useEffect(() => {
    if (empty) return;
    let current = true;
    const timer = setTimeout(() => {
      previewBlogPost(body).then(
        (answer) => current && (setHtml(answer.html), setError(null)),
        (e: unknown) => current && setError(e),
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, empty]);
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby={labelledBy} component="section">
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : html ? (
        <div className={classes.preview} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Text c="dimmed">{t('admin.previewEmpty')}</Text>
      )}
    </Paper>
  );
}
