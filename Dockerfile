# syntax=docker/dockerfile:1
# Trova's image: docs/deploy.md. The server runs from its TypeScript sources through tsx, exactly as
# `npm start` and the tests run it; the build stage only builds the console and the storefront layer.
ARG NODE_VERSION=22

# --- build: every workspace's dependencies, then the console (Vite) and the layer (esbuild) ---
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and argon2 compile from source when no prebuilt binary fits the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# npm ci checks the lockfile against every workspace's manifest: copy them all before the sources.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/
COPY apps/server/package.json apps/server/
COPY apps/console/package.json apps/console/
COPY apps/layer/package.json apps/layer/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build -w @trova/console && npm run build -w @trova/layer

# --- runtime-deps: production dependencies of the server and the packages it imports, nothing else ---
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/engine/package.json packages/engine/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/console/package.json apps/console/
COPY --from=build /app/apps/layer/package.json apps/layer/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
RUN npm ci --omit=dev \
    --workspace @trova/server --workspace @trova/contracts --workspace @trova/engine \
  && mkdir -p apps/server/node_modules

# --- runtime: node, the server's sources and dependencies, the built console and layer; no compiler ---
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    TROVA_DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=runtime-deps /app/apps/server/node_modules ./apps/server/node_modules
COPY package.json tsconfig.base.json tsconfig.json ./
COPY packages/contracts/package.json packages/contracts/tsconfig.json packages/contracts/
COPY packages/contracts/src packages/contracts/src
COPY packages/engine/package.json packages/engine/tsconfig.json packages/engine/
COPY packages/engine/src packages/engine/src
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
# The server reads the layer's version from its manifest and serves both builds.
COPY apps/layer/package.json apps/layer/
COPY --from=build /app/apps/layer/dist apps/layer/dist
COPY --from=build /app/apps/console/dist apps/console/dist
# The image's files stay root's: the server may write only its data volume.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Liveness: the process answers and reaches its database. Proxies route on /readyz instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful shutdown (readiness 503, drain, close); see docs/deploy.md.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
