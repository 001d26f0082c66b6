# One image for the fixture server and the BFF (TypeScript runs through tsx; the web app is prebuilt).
FROM node:20-bookworm-slim
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npx --yes pnpm@10 install --frozen-lockfile && npx --yes pnpm@10 --filter @talhao/web build
EXPOSE 3000 4000
