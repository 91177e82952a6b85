import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Each `<Modal …>` or `<Drawer …>` opening tag of the file, props included. */
function dialogTags(text: string): string[] {
  return [...text.matchAll(/<(Modal|Drawer)\b[^>]*?(?:=>[^>]*?)*>/gs)].map((m) => m[0]);
}

describe('dialogs', () => {
  // Mantine's close button is an icon without a name: axe fails "button-name" on it.
  it('give their close button a translated name, or have none', () => {
    const unnamed = sources(src).flatMap((file) =>
      dialogTags(readFileSync(file, 'utf8'))
        .filter((tag) => !/closeButtonProps=|withCloseButton=\{false\}/.test(tag))
        .map((tag) => `${relative(src, file)}: ${tag.split('\n')[0]}`),
    );
    expect(unnamed).toEqual([]);
  });
});
