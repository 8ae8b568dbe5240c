# syntax=docker/dockerfile:1
# Apex in a container, after Next.js's own example (examples/with-docker): dependencies, build, and a small runner
# holding only the standalone server (next.config.mjs: output "standalone"). docs/operations.md says how to run it;
# compose.yaml runs it with Postgres and the migrations as a release step.
#
#   docker build -t apex .                    # the server (the last stage)
#   docker build -t apex-migrate --target migrate .   # the release step: npm run db:migrate
#
# linux/amd64: the dev dependencies hold the local test chain's x64 binary (@foundry-rs/anvil-linux-amd64), which
# npm refuses to install elsewhere; on an ARM machine add --platform linux/amd64.

# Debian's glibc rather than Alpine's musl: the password hashing (@node-rs/argon2) ships a native module per libc.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_IGNORE_INCORRECT_LOCKFILE=1

# Dependencies only, so a change to the code reuses this layer. The patches are applied by postinstall.
FROM base AS deps
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM base AS builder
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# The release step (compose's `migrate` service, or a platform's release command): applies the migrations over
# DIRECT_DATABASE_URL (else DATABASE_URL) and creates the first owner from ADMIN_EMAIL / ADMIN_PASSWORD.
FROM builder AS migrate
ENV NODE_ENV=production
USER node
CMD ["npx", "tsx", "--import", "./scripts/outside-next.mjs", "db/cli/migrate.ts"]

FROM base AS runner
ENV NODE_ENV=production \
    PORT=3000 \
    # Docker sets HOSTNAME to the container's id; the server binds to HOSTNAME, so listen on every interface.
    HOSTNAME=0.0.0.0 \
    # The outbox (MAIL_TRANSPORT=outbox) and, with EMBEDDED_DATABASE=1, the embedded database: mount a volume here.
    DATA_DIR=/data

RUN groupadd --system --gid 1001 nodejs \
 && useradd --system --uid 1001 --gid nodejs --no-create-home nextjs \
 && mkdir -p /data \
 && chown nextjs:nodejs /data

COPY --from=builder /app/public ./public
# The standalone server with the files it traced (the migrations and the embedded database's files included),
# and the static assets, which it does not copy by itself.
COPY --from=builder --chown=nextjs:nodejs /app/.next/standalone ./
COPY --from=builder --chown=nextjs:nodejs /app/.next/static ./.next/static

USER nextjs
EXPOSE 3000

# Liveness: /api/health answers while the process runs (readiness, for a load balancer, is /api/ready).
# The slim image has no curl: Node's own fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "server.js"]
