// Preloaded (`--import`) into the processes an outage test starts (plain JavaScript: worker threads inherit
// it without a TypeScript loader): any uncaught exception, unhandled rejection or unhandled 'error' event (Node
// raises those as uncaught exceptions) is written to stderr with a marker the test looks for, before Node ends
// the process.
process.on('uncaughtExceptionMonitor', (error, origin) => {
  process.stderr.write(`\nDOCENT-TEST-UNCAUGHT (${origin}): ${error instanceof Error ? error.stack : String(error)}\n`);
});
