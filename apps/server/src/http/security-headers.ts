import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy the built web app works under (login, counters, PDF and Excel exports,
 * item photos, the live socket, WebAuthn):
 * - scripts only from the app's own files (Vite emits no inline script);
 * - styles from the app and inline (Mantine writes its CSS variables and style attributes at run time);
 * - pictures from the app, data: (logos and photos read into PDFs) and blob: (previews);
 * - fetches to the app, data: and blob: (a PDF handed over as a data URL is fetched back into a Blob);
 * - frames of blob:/data: (the hidden frame that prints a PDF when pop-ups are blocked);
 * - no plugins, no <base> elsewhere, forms post to the app, framed only by the app itself.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'data:', 'blob:'],
  frameSrc: ["'self'", 'blob:', 'data:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  scriptSrcAttr: ["'none'"],
};

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, nosniff, frame and referrer
 * policies, same-origin opener and resource policies. Shops run the app on a LAN over plain HTTP
 * too, so requests are not upgraded to HTTPS by the policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
}
