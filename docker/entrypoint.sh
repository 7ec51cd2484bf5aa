#!/bin/sh
# Starts one Docent process from the compiled JavaScript (dist/, built by `pnpm build`). Migrations run before the
# api (idempotent, and safe with several replicas: kysely and graphile-worker take a lock). `exec` replaces the
# shell with node, so the SIGTERM of `docker stop` reaches node itself, which drains (api: in-flight requests;
# worker: running jobs). --conditions=docent-dist resolves the workspace packages to their dist/ too.
set -e
cd "$(dirname "$0")/.."
run() { node --conditions=docent-dist "$@"; }
case "${1:-api}" in
  api)     run apps/cli/dist/docent.js migrate && exec node --conditions=docent-dist apps/api/dist/main.js ;;
  worker)  exec node --conditions=docent-dist apps/worker/dist/main.js ;;
  migrate) exec node --conditions=docent-dist apps/cli/dist/docent.js migrate ;;
  docent)  shift; exec node --conditions=docent-dist apps/cli/dist/docent.js "$@" ;;
  *)       exec "$@" ;;
esac
