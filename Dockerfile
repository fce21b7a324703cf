# syntax=docker/dockerfile:1
# One image for api, worker, migrate and sandbox. The build stage builds the web app and compiles the TypeScript of
# the apps, packages and migrations to JavaScript in place (scripts/compile-image.ts: same folders, so the api's
# routes still load by folder); the runtime stage holds that JavaScript, the built web app and production
# dependencies only (no TypeScript loader), and runs as the unprivileged `node` user.
#   node scripts/migrate.js | node apps/api/src/server.js (default) | node apps/worker/src/index.js | node apps/sandbox/src/server.js

FROM node:20.20-bookworm-slim AS build
WORKDIR /build
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/web/package.json apps/web/
COPY packages/config/package.json packages/config/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/jobs/package.json packages/jobs/
COPY packages/live-cache/package.json packages/live-cache/
COPY packages/payments/package.json packages/payments/
COPY packages/providers/package.json packages/providers/
COPY packages/texts/package.json packages/texts/
COPY e2e/package.json e2e/
COPY system-tests/package.json system-tests/
# What building needs: the web app's and the three apps' dependencies, without the root's test tooling.
RUN npm ci --no-audit --no-fund \
      --workspace @guidepass/web --workspace @guidepass/api --workspace @guidepass/worker --workspace @guidepass/sandbox
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
RUN npm run build --workspace @guidepass/web
COPY migrations migrations
COPY scripts/compile-image.ts scripts/migrate.ts scripts/
COPY scripts/compile scripts/compile
COPY harness/log.ts harness/migrate-database.ts harness/
COPY apps/api/src apps/api/src
COPY apps/worker/src apps/worker/src
COPY apps/sandbox/src apps/sandbox/src
RUN node --import tsx scripts/compile-image.ts /build/out /build/manifests

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
# The compiled workspaces' manifests (exports point at .js) and the lockfile: production dependencies of the three
# apps only; install scripts are not needed at run time (argon2 ships prebuilt binaries). The TypeScript compiler
# (23 MB) comes only as an optional peer of @bull-board's valibot, for its types; nothing imports it at run time.
COPY --from=build /build/package.json /build/package-lock.json ./
COPY --from=build /build/manifests ./
COPY --from=build /build/apps/web/package.json apps/web/
COPY --from=build /build/e2e/package.json e2e/
COPY --from=build /build/system-tests/package.json system-tests/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace @guidepass/api --workspace @guidepass/worker --workspace @guidepass/sandbox \
 && rm -rf node_modules/typescript && npm cache clean --force
COPY --from=build /build/out ./
COPY --from=build /build/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
CMD ["node", "apps/api/src/server.js"]
