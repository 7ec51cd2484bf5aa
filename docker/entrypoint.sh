#!/bin/sh
# Runs migrations once per start (idempotent, safe with several replicas), then the chosen process.
set -e
case "${1:-api}" in
  api)    pnpm --silent docent migrate && exec pnpm --silent --filter @docent/api start ;;
  worker) exec pnpm --silent --filter @docent/worker start ;;
  *)      exec "$@" ;;
esac
