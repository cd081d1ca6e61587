import { manualStockRoutes } from './modules/manual-stock/manual-stock.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { salesBonusRoutes } from './modules/sales-bonus/sales-bonus.routes';
import { pointsRoutes } from './modules/points/points.routes';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, MESSAGES } from '@emas/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerAuth } from './http/auth-context';
import { registerErrorHandler } from './http/error-handler';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { errorBody } from './http/envelope';
import { authRoutes } from './modules/auth/auth.routes';
import { authorizationRoutes } from './modules/authorization/authorization.routes';
import { cashRoutes } from './modules/cash/cash.routes';
import { registerSecurityHeaders } from './http/security-headers';
import { fingerprintRoutes } from './modules/authorization/fingerprint.routes';
import { mastersRoutes } from './modules/masters/masters.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { pricesRoutes } from './modules/prices/prices.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { receivingRoutes } from './modules/receiving/receiving.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { stockCountRoutes } from './modules/stock-count/stock-count.routes';
import { usersRoutes } from './modules/users/users.routes';
import { purchasesRoutes } from './modules/purchases/purchases.routes';
import { importDataRoutes } from './modules/kirim-uang/import-data.routes';
import { kirimUangRoutes } from './modules/kirim-uang/kirim-uang.routes';
import { reportsSalesRoutes } from './modules/reports-sales/reports-sales.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { titipRoutes } from './modules/titip/titip.routes';
import { cicilanRoutes } from './modules/cicilan/cicilan.routes';
import { giftsRoutes } from './modules/gifts/gifts.routes';
import { cashbackRoutes } from './modules/cashback/cashback.routes';
import { memberPageRoutes } from './modules/member-page/member-page.routes';
import { reportsCicilanRoutes } from './modules/reports-cicilan/reports-cicilan.routes';
import { cicilanRemindersRoutes } from './modules/cicilan-reminders/cicilan-reminders.routes';
import { sepuhanRoutes } from './modules/sepuhan/sepuhan.routes';
import { nonCashRoutes } from './modules/non-cash/non-cash.routes';
import { webExternalRoutes } from './modules/web-external/web-external.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { closingRoutes } from './modules/closing/closing.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { reportsStockRoutes } from './modules/reports-stock/reports-stock.routes';
import { newsRoutes } from './modules/news/news.routes';
import { promoRoutes } from './modules/promo/promo.routes';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes';
import { pawnRoutes } from './modules/pawn/pawn.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { berlianRoutes } from './modules/berlian/berlian.routes';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { purchasePricesRoutes } from './modules/purchase-prices/purchase-prices.routes';
import { updateKadarRoutes } from './modules/update-kadar/update-kadar.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { membersRoutes } from './modules/members/members.routes';
import { attachRealtime, silentRealtime, type Realtime } from './realtime/socket';
import { sql } from 'kysely';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    realtime: Realtime;
  }
}

export type AppDeps = { config: Config; db: Db; pool?: pg.Pool; realtime?: boolean; logger?: boolean };

/** Every module's routes, in one place. */
const MODULE_ROUTES = [authRoutes, usersRoutes, settingsRoutes, reportsRoutes, mastersRoutes, pricesRoutes, stockRoutes, photosRoutes, stockCountRoutes, authorizationRoutes, receivingRoutes, salesRoutes, titipRoutes, receiptsRoutes, purchasesRoutes, accountingRoutes, cashRoutes, kirimUangRoutes, importDataRoutes, fingerprintRoutes, closingRoutes, ordersRoutes, reportsStockRoutes, whatsappRoutes, promoRoutes, newsRoutes, pawnRoutes, catalogueRoutes, reportsSalesRoutes, servicesRoutes, dashboardRoutes, couponsRoutes, salesBonusRoutes, pointsRoutes, membersRoutes, giftsRoutes, cashbackRoutes, memberPageRoutes, cicilanRoutes, berlianRoutes, reportsCicilanRoutes, cicilanRemindersRoutes, suppliersRoutes, purchasePricesRoutes, updateKadarRoutes, manualStockRoutes, sepuhanRoutes, webExternalRoutes, marketplaceRoutes, nonCashRoutes];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.body.password', 'req.body.new_password'],
          },
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY): the sign-in limit and audit key on the address
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 5 * 1024 * 1024,
    // a long path parameter (a barcode pasted twice) reaches its schema and gets the field's message, not the router's 414
    maxParamLength: 1000,
  });
  app.decorate('db', deps.db);
  app.decorate('config', config);
  app.decorate('realtime', silentRealtime);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerAuth(app);
  // JSON answers (report streams included) and the app's HTML go out compressed to a client that accepts it, brotli
  // first; the built scripts already carry their .br/.gz beside them (preCompressed below), which this leaves alone
  await app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['br', 'gzip', 'deflate'] });
  // uploads (item photos): one file per request, at most UPLOAD_MAX_MB; the photos module reads the parts
  await app.register(fastifyMultipart, { limits: { fileSize: config.UPLOAD_MAX_MB * 1024 * 1024, files: 1, fields: 10 } });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Emas API', description: 'Back office toko emas: pusat dan cabang', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // the API docs page carries its own CSP (hashes of its inline parts) instead of the app's
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' }, staticCSP: true });

  app.get('/api/health', { config: { public: true }, schema: { tags: ['system'], summary: 'Kesehatan server' } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'success', data: { database: 'ok', version: APP_VERSION } };
  });

  // a back office is not for search engines; answered here so it holds with or without a built web app
  app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send('User-agent: *\nDisallow: /\n'),
  );

  for (const routes of MODULE_ROUTES) await app.register(routes);

  const webDist = config.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    // preCompressed: the web build writes a .br and a .gz beside every script and stylesheet; a browser that
    // accepts them gets the compressed file (the login page on a shop's mobile data), others the plain one
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, preCompressed: true });
  }
  if (serveWeb) {
    // the single-page app answers every other GET path (its router shows /404 for unknown ones); a route, not the
    // not-found handler, so that the compression hook runs for it. Files and API routes are more specific and win.
    app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/')) return reply.code(404).send(errorBody(MESSAGES.routeNotFound));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(createReadStream(path.join(webDist, 'index.html')));
    });
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(MESSAGES.routeNotFound)));

  if (deps.realtime !== false) {
    app.realtime = await attachRealtime(app, deps.pool);
  }
  return app;
}
