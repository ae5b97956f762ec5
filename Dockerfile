# Self-hosting the site: one Node process that serves the built pages and runs the API in-process
# (sites/broker/server/dist/main.mjs). Build from the repository root:
#   docker build -t broker-site --build-arg SITE_URL=https://www.example.com .
#   docker run -p 9000:9000 -v broker-data:/data broker-site          # embedded store in /data
#   docker run -p 9000:9000 -e DATABASE_URL=postgres://… broker-site  # PostgreSQL
# Settings are environment variables (see .env.example and docs/deploy.md).

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
ENV CI=true GATSBY_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1
RUN npm install --global npm@11.19.1
# Dependencies first, so a change to the code reuses this layer.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/ui/package.json packages/ui/
COPY packages/server/package.json packages/server/
COPY packages/testing/package.json packages/testing/
COPY sites/broker/package.json sites/broker/
RUN npm ci --no-audit --no-fund
COPY . .
# The public address, written into canonical links, the sitemap and structured data at build time.
ARG SITE_URL
# A production build: it refuses sample business data and an out-of-date rate sheet (docs/deploy.md).
ARG BROKER_GO_LIVE=true
RUN npm run build -- --filter=@broker/site

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=9000 HOST=0.0.0.0 DATA_DIR=/data/pglite
WORKDIR /app/sites/broker
# The server bundle carries everything but PGlite (WebAssembly, loaded at run time), including the
# assistant's knowledge, built from the Markdown at build time.
COPY --from=build /app/node_modules/@electric-sql/pglite /app/node_modules/@electric-sql/pglite
COPY --from=build /app/sites/broker/server/dist ./server/dist
COPY --from=build /app/sites/broker/public ./public
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 9000
# Liveness only (the process answers): a dead-lettered delivery or a database outage must not get
# the container restarted. Whether leads get through is /api/health, for the uptime monitor.
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 9000) + '/api/health?probe=live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM stops it gracefully: in-flight requests and deliveries finish, the store closes.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "server/dist/main.mjs"]
