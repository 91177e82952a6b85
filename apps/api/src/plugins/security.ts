import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { IntegrationSettings } from '../config.ts';
import { AppError } from '../lib/errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Origins the operator's captcha widget loads from (as their documentation lists them); none
 * for our own proof of work, so by default no third-party script can run.
 */
const captchaOrigins = {
  pow: [],
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
} as const;

/**
 * What the integrations turned on may load (decision 056): Chatwoot's script, its chat frame,
 * its images and its live socket; PostHog's scripts and its event endpoint. None when off.
 */
function integrationOrigins({ chatwoot, posthog }: IntegrationSettings) {
  const chat = chatwoot ? new URL(chatwoot.url) : undefined;
  const analytics = posthog ? new URL(posthog.url).origin : undefined;
  const socket = chat && `${chat.protocol === 'https:' ? 'wss:' : 'ws:'}//${chat.host}`;
  return {
    scripts: [chat?.origin, analytics].filter((o) => o !== undefined),
    frames: [chat?.origin].filter((o) => o !== undefined),
    connect: [chat?.origin, socket, analytics].filter((o) => o !== undefined),
  };
}

export type SecurityOptions = {
  /** Inline scripts allowed by their hash (`'sha256-…'`): the web app's (web.ts). */
  inlineScripts?: string[];
};

/**
 * Security headers with a real Content-Security-Policy, and the CSRF defence: a
 * state-changing request must come from our own origin (Origin, else Sec-Fetch-Site).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const appOrigin = new URL(app.ctx.config.appUrl).origin;
  const widget = captchaOrigins[app.ctx.config.captcha.provider];
  const tools = integrationOrigins(app.ctx.config.integrations);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.inlineScripts ?? []), ...widget, ...tools.scripts],
        // Mantine sets style attributes and injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...widget, ...tools.frames],
        imgSrc: ["'self'", 'data:', 'blob:', ...tools.frames],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...widget, ...tools.connect],
        frameSrc: ["'self'", ...widget, ...tools.frames],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: appOrigin.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: appOrigin.startsWith('https:'),
  });

  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || request.routeOptions.config.crossSite) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const allowed = origin
      ? origin === appOrigin
      : fetchSite !== 'cross-site' && fetchSite !== 'same-site';
    if (!allowed) throw new AppError('bad_origin');
  });
});
