# syntax=docker/dockerfile:1
# Cadence's image (docs/deploy.md): the server built to JavaScript and run by node on a slim
# Node LTS, with production dependencies only, as the unprivileged user `node`, under tini.
# Nothing secret goes in: every setting comes from the environment when a container starts.
#
#   docker build -t cadence .
#   docker run --env-file cadence.env -p 3000:3000 cadence

ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, and `npm run build`: the web app (dist/web), the public pages' renderer
# (dist/ssr) and the server with its migrations (dist/server).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The packages the server imports at run time, and nothing of the tool chain.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# tini, as PID 1, passes SIGTERM to node (which drains and exits 0) and reaps what ends.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
# Owned by root and read-only to the server; only its data folder (PGlite, without
# DATABASE_URL) is its own.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY package.json ./
COPY scripts/start.mjs ./scripts/
COPY content ./content
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/ssr ./dist/ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /readyz: the database answers, migrations are done and the instance is not draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/index.js"]
