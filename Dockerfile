# syntax=docker/dockerfile:1
# One image for api, worker, migrate and sandbox: the TypeScript sources run under tsx (no compile step), the web
# app is built in its own stage and served by the api. Runs as the unprivileged `node` user.

FROM node:20.20-bookworm-slim AS web
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
COPY packages/providers/package.json packages/providers/
COPY e2e/package.json e2e/
COPY system-tests/package.json system-tests/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
RUN npm run build --workspace @guidepass/web

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=web /build/package.json /build/package-lock.json ./
COPY --from=web /build/apps/api/package.json apps/api/
COPY --from=web /build/apps/worker/package.json apps/worker/
COPY --from=web /build/apps/sandbox/package.json apps/sandbox/
COPY --from=web /build/apps/web/package.json apps/web/
COPY --from=web /build/packages packages
COPY --from=web /build/e2e/package.json e2e/
COPY --from=web /build/system-tests/package.json system-tests/
# Production dependencies only; install scripts are not needed at run time (argon2 ships prebuilt binaries).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json ./
COPY migrations migrations
COPY scripts/migrate.ts scripts/
COPY harness/log.ts harness/migrate-database.ts harness/
COPY apps/api/src apps/api/src
COPY apps/worker/src apps/worker/src
COPY apps/sandbox/src apps/sandbox/src
COPY --from=web /build/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
