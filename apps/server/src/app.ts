import { createStorage } from './platform/storage';
import { storageRoutes } from './platform/storage/routes';
import { resourceRoutes } from './modules/resources/routes';
import { userFileRoutes } from './modules/user-files/routes';
import { eventRoutes } from './modules/events/routes';
import { competitionRoutes } from './modules/competitions/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { documentRoutes } from './modules/documents/routes';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import crypto from 'node:crypto';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminConsoleRoutes } from './modules/admin-console/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { authRoutes } from './modules/auth/routes';
import { roleRoutes } from './modules/roles/routes';
import { bindingsRoutes } from './modules/bindings/routes';
import { deviceAuthRoutes } from './modules/device-auth/routes';
import { deviceApiRoutes } from './modules/devices/device-routes';
import { deviceOtaRoutes } from './modules/devices/ota-routes';
import { deviceProductionRoutes } from './modules/devices/production-routes';
import { deviceProductRoutes } from './modules/devices/routes';
import { certifiedProductRoutes } from './modules/certified-products/routes';
import { deviceConsoleRoutes } from './modules/devices/console-routes';
import { smallBatchRoutes } from './modules/device-orders/small-batch-routes';
import { voiceRoutes } from './modules/device-orders/voice-routes';
import { enterpriseRoutes } from './modules/enterprise/routes';
import { applicationQueueRoutes } from './modules/applications/routes';
import { feedRoutes } from './modules/feeds/routes';
import { healthRoutes } from './modules/health/routes';
import { labAgentsPlugin } from './modules/lab-agents/routes';
import { labInventoryRoutes } from './modules/lab-inventory/routes';
import { labPermissionRoutes } from './modules/lab-permissions/routes';
import { labReservationRoutes } from './modules/lab-reservations/routes';
import { labConsoleRoutes } from './modules/lab-console/routes';
import { markdownPreviewRoutes } from './modules/markdown-preview/routes';
import { postRoutes } from './modules/posts/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { messageRoutes } from './modules/messages/routes';
import { notificationsPlugin } from './modules/notifications/routes';
import { homeRoutes } from './modules/home/routes';
import { labBoardRoutes } from './modules/lab-boards/routes';
import { newsRoutes } from './modules/news/routes';
import { sitePageRoutes } from './modules/site-pages/routes';
import { productRoutes } from './modules/products/routes';
import { componentRoutes } from './modules/components/routes';
import { vendorProductRoutes } from './modules/vendor-products/routes';
import { unreleasedProductRoutes } from './modules/vendor-products/unreleased';
import { vendorRoutes } from './modules/vendors/routes';
import { collegeRoutes } from './modules/college/routes';
import { pageRoutes } from './modules/pages/routes';
import { profileRoutes } from './modules/profile/routes';
import { questionRoutes } from './modules/questions/routes';
import { ssoRoutes } from './modules/sso/routes';
import { tokenRoutes } from './modules/tokens/routes';
import { userRoutes } from './modules/users/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { interactionRoutes } from './modules/interactions/routes';
import { followRoutes } from './modules/follows/routes';
import { reportRoutes } from './modules/reports/routes';
import { videoRoutes } from './modules/videos/routes';
import { overloadPlugin } from './platform/overload';
import { searchRoutes } from './modules/search/routes';
import { workgroupRoutes } from './modules/workgroups/routes';
import { publicCachePlugin } from './platform/public-cache';
import { registerControlCharCheck } from './platform/control-chars';
import { registerErrorHandling } from './platform/error-handler';
import { JobRunner } from './platform/jobs';
import { metricsPlugin } from './platform/metrics';
import { redisRateLimitStore } from './platform/rate-limit-store';
import { SharedRedis } from './platform/redis';
import { sessionPlugin } from './platform/session';
import { debugPlugin } from './platform/debug';
import type { App } from './platform/types';
import { UPLOAD_LIMIT_BYTES } from './platform/uploads';
import { registerWeb } from './platform/web';
import { xsrfPlugin } from './platform/xsrf';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** serve the React Router build (pages); API-only tests leave it off */
  web?: boolean;
  /** more routes registered after the modules' (tests of mechanisms register their own) */
  extraRoutes?: (app: App) => Promise<void>;
}

/** Builds the whole app (plugins + module routes); does not listen. */
export async function buildApp({ config, database, web = true, extraRoutes }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // every log line of a request carries reqId: the balancer's X-Request-Id when it is trusted
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    genReqId: () => crypto.randomUUID(),
    // a request that reaches a closing process (SIGTERM) on an open connection is still answered:
    // the balancer may already have sent it, and a rolling restart must not lose it
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('jobs', new JobRunner(database.db, app.log, config.JOB_POLL_MS));
  // REDIS_URL: rate limits and public-cache invalidation shared by every process (DESIGN §2)
  const redis = config.REDIS_URL ? new SharedRedis(config.REDIS_URL, app.log) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => redis.close());
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
  const { storage, signer } = createStorage(config);
  app.decorate('storage', storage);
  app.decorate('linkSigner', signer);
  // the runner is started by main.ts (tests drive it with app.jobs.tick())
  app.addHook('onClose', async () => app.jobs.stop());
  registerErrorHandling(app);
  registerControlCharCheck(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OCC Portal API',
        version: '0.1.0',
        description: 'Envelope: { code, success, result, message }',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // first: a cached public answer skips cookie parsing, rate limiting, sessions and the database
  await app.register(publicCachePlugin, {
    ttlMs: config.PUBLIC_CACHE_MS,
    maxEntries: config.PUBLIC_CACHE_ENTRIES,
    secureCookies: config.cookieSecure,
    redis,
  });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  await app.register(overloadPlugin, { waiting: database.waiting, maxWaiting: config.OVERLOAD_DB_WAITING });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(fastifyRateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // only the API is limited here; static assets and pages are cheap or cached
    allowList: (req) => !req.url.startsWith('/api/'),
    ...(redis ? { store: redisRateLimitStore(redis) } : {}),
  });
  // uploads: one file per request; the limit is 1 byte over 5 MB so the route can answer spec §8's message
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });
  await app.register(xsrfPlugin, { config });
  await app.register(sessionPlugin, { db: database.db, config });
  await app.register(debugPlugin);
  // WebSockets under /ws (lab agents, lab consoles); registered before every route. 16 MiB covers an agent's camera image
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 * 1024 } });
  await app.register(labAgentsPlugin);

  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(authRoutes);
  await app.register(newsRoutes);
  await app.register(collegeRoutes);
  await app.register(sitePageRoutes);
  await app.register(adminConsoleRoutes);
  await app.register(roleRoutes);
  await app.register(adminUserRoutes);
  await app.register(homeRoutes);
  await app.register(productRoutes);
  await app.register(componentRoutes);
  await app.register(vendorProductRoutes);
  await app.register(unreleasedProductRoutes);
  await app.register(vendorRoutes);
  await app.register(pageRoutes);
  await app.register(feedRoutes);
  await app.register(deviceAuthRoutes);
  await app.register(tokenRoutes);
  await app.register(profileRoutes);
  await app.register(enterpriseRoutes);
  await app.register(applicationQueueRoutes);
  await app.register(ssoRoutes);
  await app.register(bindingsRoutes);
  await app.register(labBoardRoutes);
  await app.register(labPermissionRoutes);
  await app.register(labInventoryRoutes);
  await app.register(labReservationRoutes);
  await app.register(labConsoleRoutes);
  await app.register(questionRoutes);
  await app.register(moderationRoutes);
  await app.register(interactionRoutes);
  await app.register(followRoutes);
  await app.register(reportRoutes);
  await app.register(notificationsPlugin);
  await app.register(messageRoutes);
  await app.register(markdownPreviewRoutes);
  await app.register(postRoutes);
  await app.register(reviewRoutes);
  await app.register(videoRoutes);
  await app.register(searchRoutes);
  await app.register(eventRoutes);
  await app.register(competitionRoutes);
  await app.register(ticketRoutes);
  await app.register(documentRoutes);
  await app.register(storageRoutes);
  await app.register(resourceRoutes);
  await app.register(userFileRoutes);
  await app.register(deviceProductRoutes);
  await app.register(certifiedProductRoutes);
  await app.register(deviceConsoleRoutes);
  await app.register(smallBatchRoutes);
  await app.register(voiceRoutes);
  await app.register(deviceOtaRoutes);
  await app.register(deviceProductionRoutes);
  await app.register(deviceApiRoutes);
  await app.register(workgroupRoutes);
  if (extraRoutes) await app.register(extraRoutes);
  if (web) await registerWeb(app);
  return app;
}
