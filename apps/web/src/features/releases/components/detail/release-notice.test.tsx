// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import releasesEs from '../../../../../../../packages/i18n/locales/es/releases.json';
import { ReleaseNotice } from './release-notice.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { releases: releasesEs } },
    interpolation: { escapeValue: false },
  });
  // Mantine reads the colour scheme from matchMedia, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

const base = {
  id: 'r1',
  status: 'reopened',
  reopening: { reason: 'invalid_cover_art', note: 'Quita el logotipo' },
  activity: [],
  timeline: [{ step: 'published', state: 'done', date: null, expected: null }],
} as unknown as ReleaseDetail;

function show(release: ReleaseDetail) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <ReleaseNotice release={release} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('ReleaseNotice', () => {
  it('tells a Spanish artist the reason, its meaning, what to fix and the note, with the way back in', () => {
    show(base);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Tu lanzamiento se reabrió: Portada no válida');
    expect(notice.textContent).toContain('La portada no cumple las normas de las tiendas.');
    expect(notice.textContent).toContain('Qué corregir: Sube una nueva portada');
    expect(notice.textContent).toContain('Quita el logotipo');
    expect(notice.textContent).toContain('Las tiendas mantienen la versión actual');
    const edit = screen.getByRole('link', { name: 'Editar y volver a enviar' });
    expect(edit.getAttribute('href')).toBe('/distributions/r1/edit/artwork');
  });

  it('shows the team’s message of a rejection, and nothing for a release on its way', () => {
    show({
      ...base,
      status: 'rejected',
      reopening: null,
      activity: [
        { id: '1', kind: 'rejected', by: 'team', data: { note: 'No es tuya' }, at: '2027-01-01' },
      ],
    });
    expect(screen.getByRole('status').textContent).toContain(
      'Mensaje de nuestro equipo: No es tuya',
    );
    cleanup();
    show({ ...base, status: 'live', reopening: null });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
