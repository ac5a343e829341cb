# One image for every service; the service is chosen by the command (see compose.yaml):
#   docker run IMAGE                                           the trust service (default)
#   docker run -w /app/services/prompt-platform IMAGE node dist/src/main.js
# Each service's command is its `platform.startProd` in its package.json, run in its directory.
# Stages: build (full install, `npm run build`) -> install (`npm ci --omit=dev` beside the compiled
# output; needs the compilers for better-sqlite3) -> runtime (slim, no compilers, no devDependency).

FROM node:20.20-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20.20-bookworm AS install
WORKDIR /app
COPY --from=build /app /app
RUN rm -rf node_modules packages/*/node_modules services/*/node_modules \
  && npm ci --omit=dev --no-audit --no-fund \
  && npm cache clean --force

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=install --chown=node:node /app /app
# State directories the services write when no database holds their state (volumes in compose.yaml).
RUN mkdir -p services/trust/data services/redaction/data services/prompt-platform/data /data/events \
  && chown -R node:node services/trust/data services/redaction/data services/prompt-platform/data /data
USER node
WORKDIR /app/services/trust
EXPOSE 3000 8080 8090 8000
CMD ["node", "dist/src/main.js"]
