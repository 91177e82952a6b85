// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ReviewArtwork } from './review-artwork.tsx';

afterEach(cleanup);

describe('review artwork', () => {
  it('fits the cover whole in the card, and zooms to its full size on demand', async () => {
    await renderWithProviders(<ReviewArtwork url="/cover.jpg" title="Night Drive" />, 'es');
    const fitted = await screen.findByRole('img', { name: 'Portada de Night Drive' });
    expect(fitted.style.maxWidth).toBe('100%');
    expect(fitted.style.maxHeight).not.toBe('');
    expect(screen.queryByRole('region', { name: /desplázate/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ampliar a tamaño completo' }));
    const region = screen.getByRole('region', { name: /desplázate/ });
    const full = screen.getByRole('img', { name: 'Portada de Night Drive' });
    expect(region.contains(full)).toBe(true);
    expect(full.style.maxWidth).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Ajustar a la tarjeta' }));
    expect(screen.queryByRole('region', { name: /desplázate/ })).toBeNull();
  });
});
