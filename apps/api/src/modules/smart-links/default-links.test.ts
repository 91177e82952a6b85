import { describe, expect, it } from 'vitest';
import { smartLinkSlugSchema } from '@soundpost/contracts/smart-links';
import { slugFromTitle } from './default-links.ts';
import { isKnownBot } from './known-bots.ts';

describe('a default slug', () => {
  it.each([
    ['Gece Yarısı', /^gece-yarisi-[a-z0-9]{6}$/],
    ['Canción de Ação!', /^cancion-de-acao-[a-z0-9]{6}$/],
    ['Straße', /^strasse-[a-z0-9]{6}$/],
    ['???', /^release-[a-z0-9]{6}$/],
    [null, /^release-[a-z0-9]{6}$/],
    ['Share', /^share-[a-z0-9]{6}$/],
    ['a'.repeat(80), /^a{53}-[a-z0-9]{6}$/],
  ])('of %s is %s, and a valid slug', (title, shape) => {
    const slug = slugFromTitle(title);
    expect(slug).toMatch(shape);
    expect(smartLinkSlugSchema.safeParse(slug).success).toBe(true);
  });
});

describe('the bot list', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['WhatsApp/2.23.20.0', true],
    ['TelegramBot (like TwitterBot)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36', true],
    ['python-requests/2.31.0', true],
    ['', true],
    [undefined, true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0', false],
  ])('%s is a bot: %s', (agent, bot) => {
    expect(isKnownBot(agent)).toBe(bot);
  });
});
