// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SiteContent } from '@soundpost/contracts/site-content';
import { queryClient } from '../../../lib/query-client.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { MarketingSections, type PricingProps } from './marketing-sections.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const content: SiteContent = {
  faqs: [{ id: 'f1', question: '¿Es gratis?', answer: 'Sí, el plan gratuito no cuesta nada.' }],
  testimonials: [
    { id: 't1', quote: 'Todo salió a tiempo.', name: 'Ana Ribeiro', role: 'Artista, Lisboa' },
  ],
};

const pricingSeen: PricingProps[] = [];
function Pricing(props: PricingProps) {
  pricingSeen.push(props);
  return <p>prices</p>;
}

describe('MarketingSections', () => {
  it('shows the page’s questions and testimonials in the language, after placeholders', async () => {
    const api = stubFetch(vi.fn(async (_url: string) => Response.json(content)));
    await renderWithProviders(<MarketingSections page="free" Pricing={Pricing} />, 'es');
    const faq = await screen.findByRole('region', { name: 'Preguntas frecuentes' });
    const question = await within(faq).findByText('¿Es gratis?');
    expect(question.tagName).toBe('SUMMARY');
    expect(question.closest('details')?.textContent).toContain('el plan gratuito no cuesta nada');
    const figure = within(
      screen.getByRole('region', { name: 'Lo que dicen los artistas' }),
    ).getByRole('figure');
    expect(within(figure).getByText('“Todo salió a tiempo.”').tagName).toBe('BLOCKQUOTE');
    expect(figure.querySelector('figcaption')?.textContent).toContain('Ana RibeiroArtista, Lisboa');
    expect(screen.getByText('prices')).toBeTruthy();
    expect(pricingSeen.at(-1)?.from).toBe('free_page');
    const [url] = api.mock.calls[0]!;
    expect(new URL(url).searchParams.toString()).toBe('page=free&lang=es');
  });

  it('hides a kind with no entries and says so when the content cannot load', async () => {
    stubFetch(vi.fn(async () => Response.json({ faqs: [], testimonials: content.testimonials })));
    await renderWithProviders(<MarketingSections page="landing" Pricing={Pricing} />);
    await screen.findByRole('figure');
    expect(screen.queryByRole('region', { name: 'Frequently asked questions' })).toBeNull();
    cleanup();
    queryClient.clear();
    stubFetch(vi.fn(async () => Response.json({ code: 'internal_error' }, { status: 500 })));
    await renderWithProviders(<MarketingSections page="monetization" Pricing={Pricing} />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect(screen.getByRole('region', { name: 'Plans and prices' })).toBeTruthy();
  });
});
