// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PasswordInput } from '@mantine/core';
import { i18n, i18nReady } from '../lib/i18n.ts';
import { stubMatchMedia } from '../test/render-with-providers.tsx';
import { AppProvider } from './provider.tsx';

afterEach(cleanup);

describe('AppProvider', () => {
  it("names the password field's eye button in the interface language, and follows a change", async () => {
    stubMatchMedia();
    await i18nReady;
    await i18n.changeLanguage('es');
    render(
      <AppProvider>
        <PasswordInput label="Contraseña" />
      </AppProvider>,
    );
    expect(
      await screen.findByRole('button', { name: 'Mostrar u ocultar la contraseña', hidden: true }),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('tr'));
    expect(
      await screen.findByRole('button', { name: 'Şifreyi göster veya gizle', hidden: true }),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });
});
