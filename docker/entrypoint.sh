#!/bin/sh
# Starts one Docent process. Migrations run before the api (idempotent, and safe with several replicas:
# kysely and graphile-worker take a lock). `exec` replaces the shell with node, so the SIGTERM of
# `docker stop` reaches node itself, which drains (api: in-flight requests; worker: running jobs).
set -e
: "${TSX_LOADER:?TSX_LOADER must point at tsx/dist/loader.mjs}"
node_ts() { node --import "$TSX_LOADER" "$@"; }
case "${1:-api}" in
  api)     node_ts apps/cli/src/docent.ts migrate && exec node --import "$TSX_LOADER" apps/api/src/main.ts ;;
  worker)  exec node --import "$TSX_LOADER" apps/worker/src/main.ts ;;
  migrate) exec node --import "$TSX_LOADER" apps/cli/src/docent.ts migrate ;;
  docent)  shift; exec node --import "$TSX_LOADER" apps/cli/src/docent.ts "$@" ;;
  *)       exec "$@" ;;
esac
