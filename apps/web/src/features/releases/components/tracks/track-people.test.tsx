// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '../../../../lib/i18n.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../../test/resize-observer.ts';
import { ContributorsField } from './track-people.tsx';

afterEach(cleanup);

describe('ContributorsField', () => {
  it('labels a share field briefly (the row names the contributor), its input by the full name', async () => {
    stubResizeObserver();
    await i18n.loadNamespaces(['wizard']);
    await renderWithProviders(
      <ContributorsField
        value={[{ name: 'Ada', role: 'composer', percentage: '100' }]}
        onChange={() => undefined}
        errors={{}}
        fieldId={(path) => path}
      />,
      'es',
    );
    // "Porcentaje del colaborador 1 (%)" above a 130 px field wrapped to three lines.
    expect(screen.getByText('Porcentaje (%)')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Porcentaje del colaborador 1 (%)' })).toBeTruthy();
  });
});
