/**
 * Agents that are not people: crawlers, link previewers (they fetch the page to draw a card in
 * a chat) and HTTP libraries. They get the page, but are not counted (decision 050). The list
 * follows the words such agents put in their names; an empty agent is a script too.
 */
const botPattern = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'scrape',
    'preview',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'whatsapp',
    'telegram',
    'discord',
    'slack',
    'skype',
    'vkshare',
    'embedly',
    'pinterest',
    'bitlybot',
    'headlesschrome',
    'phantomjs',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'monitor',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'okhttp',
    'java/',
    'axios/',
    'node-fetch',
    'undici',
    'libwww-perl',
    'postmanruntime',
    'insomnia',
  ].join('|'),
  'i',
);

/** Whether the user agent names a known bot, a previewer or a script (or is missing). */
export const isKnownBot = (userAgent: string | undefined) =>
  !userAgent?.trim() || botPattern.test(userAgent);
