import type { FastifyInstance, FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import healthRoutes from './health.ts';
import signupRoute from './auth/signup.ts';
import loginRoute from './auth/login.ts';
import sessionRoutes from './auth/session.ts';
import emailVerificationRoutes from './auth/email-verification.ts';
import passwordResetRoutes from './auth/password-reset.ts';
import oauthRoutes from './auth/oauth.ts';
import changePasswordRoute from './auth/change-password.ts';
import meRoutes from './api/me.ts';
import tierCatalogueRoute from './api/tier-catalogue.ts';
import tiersRoute from './api/tiers.ts';
import paymentsRoutes from './api/payments.ts';
import subscriptionsRoutes from './api/subscriptions.ts';
import membershipRoutes from './api/membership.ts';
import pushRoutes from './api/push.ts';
import guideSessionRoute from './guide/guide-session.ts';
import salespersonsRoute from './api/salespersons.ts';
import supportRoute from './api/support.ts';
import salespersonByCodeRoute from './api/salesperson-by-code.ts';
import meSalespersonRoute from './api/me-salesperson.ts';
import salespersonClaimRoute from './api/salesperson-claim.ts';
import adminSalespersonsRoutes from './api/admin-salespersons.ts';
import salespersonMeRoutes from './api/salesperson-me.ts';
import adminSalespersonPayoutsRoute from './api/admin-salesperson-payouts.ts';
import adminSessionRoute from './admin/admin-session.ts';
import adminStatusRoute from './admin/admin-status.ts';
import webhookRoutes from './webhooks/webhooks.ts';
import guidePages from './guide/guide-pages.ts';
import adminArea from './admin/admin-area.ts';
import adminEntry from './admin/admin-entry.ts';
import adminMembers from './admin/admin-members.ts';
import adminSubscriptions from './admin/admin-subscriptions.ts';
import { adminGuard } from './admin/admin-guard.ts';
import queueDashboard from '../plugins/external/queue-dashboard.ts';

/** The route modules of one prefix, behind the onRequest hooks every one of them needs, in order. */
function area(modules: FastifyPluginAsync[], guards: onRequestHookHandler[] = []): FastifyPluginAsync {
  return async (scope) => {
    for (const guard of guards) scope.addHook('onRequest', guard);
    for (const routes of modules) await scope.register(routes);
  };
}

/**
 * Every route of the API, by prefix: the one place that says what answers where and behind which guard.
 * (/guide/* itself is proxied by plugins/app/guide-proxy.ts, behind the guide cookie.)
 */
export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(area([signupRoute, loginRoute, sessionRoutes, emailVerificationRoutes, passwordResetRoutes, oauthRoutes, changePasswordRoute]), { prefix: '/auth' });
  // Public, unlike the rest of /api.
  await app.register(supportRoute, { prefix: '/api' });
  await app.register(salespersonByCodeRoute, { prefix: '/api' });
  await app.register(tierCatalogueRoute, { prefix: '/api' });
  await app.register(area([meRoutes, tiersRoute, paymentsRoutes, subscriptionsRoutes, membershipRoutes, pushRoutes, guideSessionRoute, salespersonsRoute, adminSessionRoute, adminStatusRoute, meSalespersonRoute, salespersonClaimRoute, adminSalespersonsRoutes, salespersonMeRoutes, adminSalespersonPayoutsRoute], [app.authenticate]), { prefix: '/api' });
  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(guidePages, { prefix: '/guide' });
  await app.register(adminEntry, { prefix: '/admin' });
  await app.register(area([queueDashboard, adminArea, adminMembers, adminSubscriptions], [adminGuard(app)]), { prefix: '/admin' });
}
