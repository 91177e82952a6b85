import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own configuration, so the test proves what `npm run lint` enforces.
const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });
const releasesFile = 'apps/web/src/features/releases/components/release-form.tsx';

async function boundaryErrors(code: string, filePath = releasesFile) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'soundpost/feature-boundaries')
    .map((m) => m.message);
}

describe('soundpost/feature-boundaries', () => {
  it.each([
    ["import { ArtworkStep } from '../../artwork/components/artwork-step.tsx';"],
    ["import { ArtworkStep } from '../../../features/artwork/components/artwork-step.tsx';"],
    ["import { x } from '../../../../src/features/artwork/utils/colour.ts';"],
    ["import { x } from '@/features/artwork/utils/colour.ts';"],
    ["import { x } from 'src/features/artwork/utils/colour.ts';"],
    ["export { x } from '../../artwork/utils/colour.ts';"],
    ["export * from '../../artwork/utils/colour.ts';"],
    ["const m = import('../../artwork/components/artwork-step.tsx'); void m;"],
  ])('fires for %s', async (code) => {
    expect(await boundaryErrors(code)).toEqual([
      'Feature "releases" imports feature "artwork": features do not import each other; compose them in app/.',
    ]);
  });

  it.each([
    ["import { x } from '../utils/release-rules.ts';"],
    ["import { x } from '../../releases/api/get-release.ts';"],
    ["import { x } from '@/features/releases/api/get-release.ts';"],
    ["import { Logo } from '../../../components/logo.tsx';"],
    ["import { api } from '../../../lib/api-client.ts';"],
    ["import { z } from 'zod';"],
    ["import type { Release } from '@soundpost/contracts/releases';"],
  ])('stays quiet for %s', async (code) => {
    expect(await boundaryErrors(code)).toEqual([]);
  });

  it('lets app/ compose features but not shared components import one', async () => {
    const composing = "import { x } from '../features/artwork/components/artwork-step.tsx';";
    expect(await boundaryErrors(composing, 'apps/web/src/app/router.tsx')).toEqual([]);
    expect(
      await boundaryErrors(
        "import { x } from '../features/artwork/components/artwork-step.tsx';",
        'apps/web/src/components/logo.tsx',
      ),
    ).toEqual([
      'Shared code imports feature "artwork": move what both need to components/ or lib/, or compose in app/.',
    ]);
  });
});
