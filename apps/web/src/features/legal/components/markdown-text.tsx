import { Anchor, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

// Links leaving the site open in a new tab, so the page the visitor came from stays.
const components: Components = {
  a: ({ href, children }) => (
    <Anchor href={href} target={href?.startsWith('/') ? undefined : '_blank'} rel="noreferrer">
      {children}
    </Anchor>
  ),
};

/**
 * An operator's Markdown as React elements. react-markdown builds elements, never HTML
 * strings: raw HTML in the text is dropped and `javascript:` links are cleared, so a legal
 * page cannot inject script or markup.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <Typography>
      <Markdown components={components} skipHtml>
        {markdown}
      </Markdown>
    </Typography>
  );
}
