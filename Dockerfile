# Production image: the Fastify server (bundled to JavaScript by esbuild, run by plain Node) serving the built React
# client.
# Build: docker build -t fundacao-site .   Run: see docker-compose.yml (needs DATABASE_URL and JWT_SECRET).

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# --- base: npm 11, which honours the "allowScripts" map of the root package.json (npm 10 runs every script).
FROM ${NODE_IMAGE} AS base
WORKDIR /app
RUN npm install -g npm@11.19.1 && npm cache clean --force

# Only the manifests: this layer (and the next npm ci) is rebuilt only when dependencies change.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY client/package.json client/
COPY tools/prisma6/package.json tools/prisma6/

# --- deps: every dependency; the root postinstall runs `prisma generate`, so the schema must be present.
FROM manifests AS deps
COPY prisma.config.ts ./
COPY prisma/schema.prisma prisma/
RUN npm ci --no-audit --no-fund

# --- build: Prisma client (into server/src/generated), then the client (client/dist) and the server (server/dist,
# with the contracts and the generated Prisma client inside; npm packages stay in node_modules).
FROM deps AS build
COPY . .
RUN npm run db:generate && npm run build

# --- app: runtime dependencies only (no install scripts: prisma is a dev tool and the embedded
# PostgreSQL is never used in production, where DATABASE_URL is mandatory), plus the files the server reads.
FROM manifests AS app
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# No TypeScript at run time: the bundles (server and admin CLI), the sample call list, the built client and its
# server renderer.
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/sample-data server/sample-data
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-ssr client/dist-ssr
# Applied by the server on start (server/src/db/migrate.ts).
COPY prisma/migrations prisma/migrations
RUN mkdir -p data/backups

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# A font for the text of the sharing pictures the server draws with sharp (server/src/pages/share-images.ts): the
# slim image has none, and librsvg would leave the section names out.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY --from=app /app /app
# Code stays owned by root (read-only for the app); only DATA_DIR (mail files when SMTP is off, the backups in
# DATA_DIR/backups, its own volume in docker-compose.yml) is writable.
RUN chown node:node /app/data /app/data/backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
# As `npm start`, but node itself is PID 1 and receives SIGTERM for a clean shutdown. A small young generation keeps
# the idle server near 135 MB (README, "Começar"). Admin CLI: docker compose exec app node server/dist/admin.js <usuário>
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=4", "server/dist/server.js"]
