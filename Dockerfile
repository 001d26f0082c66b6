# One image for the fixture server and the BFF, both compiled ahead of time (esbuild, packages/*/dist):
# no TypeScript loader at run time. The web app is prebuilt and served by the BFF.
FROM node:20-bookworm-slim
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npx --yes pnpm@10 install --frozen-lockfile \
  && npx --yes pnpm@10 --filter @talhao/web build \
  && npx --yes pnpm@10 --filter @talhao/bff build
ENV NODE_ENV=production
EXPOSE 3000 4000
# The BFF: one process per core (node:cluster; BFF_WORKERS overrides). The fixture server's entry is
# packages/fixture-server/dist/main.js (docker-compose.yml).
CMD ["node", "packages/bff/dist/main.js"]
