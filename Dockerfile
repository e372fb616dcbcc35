# syntax=docker/dockerfile:1
# Multi-stage build on the current Node LTS (slim). The runtime stage holds production
# dependencies, the build output, public files and the embedded provider's copy only, owned by
# root and read-only to the server; it runs as uid:gid 1000:1000 (the base image's `node`), numeric
# so that Kubernetes' runAsNonRoot can verify it, and starts `node` directly as PID 1 (no npm
# wrapper) so SIGTERM reaches the graceful shutdown. Build with `podman build --format docker`
# under podman: the OCI format has no HEALTHCHECK and podman drops it.

ARG NODE_IMAGE=node:26-slim

# 1. Production dependencies only.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 2. Build: all dependencies, then the client and server bundles.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 3. Runtime.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
# Root-owned: the server needs no writable file, so it cannot rewrite its own code.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/public ./public
# The embedded provider's page copy, which it reads at run time (provider/cms/markdown-pages.ts).
COPY --from=build /app/provider/content/pages ./provider/content/pages
# The process's Node and V8 options, one list for npm start, the image and the harness.
COPY --from=build /app/server/node.env ./server/node.env
USER 1000:1000
# 3000: the site (PORT); 9464: Prometheus /metrics (METRICS_PORT), for the scraper only.
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Sentry is loaded first with --import so it can instrument Express (it stays off without SENTRY_DSN).
CMD ["node", "--env-file=server/node.env", "--import", "./dist/server/instrument.js", "dist/server/index.js"]
