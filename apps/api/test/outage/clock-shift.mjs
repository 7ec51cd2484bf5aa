// Preloaded (`--import`) into the processes of an outage test that run cron (plain JavaScript: worker threads
// inherit it without a TypeScript loader). With DOCENT_TEST_CLOCK=1 the process's clock (Date only; timers are
// untouched) runs one hour behind. On SIGUSR2 it jumps forward so that the cron's next wake-up (graphile-worker's
// cron wakes at every minute boundary of this clock) falls just after the top of an hour: the hourly housekeeping
// tick then fires at that real moment, which is printed as `DOCENT-TEST-CRON-TICK <real epoch ms> <the tick's time on this clock>`. However long the
// test's setup took, the tick comes 10 to 70 s after the signal. The clock stays at most 0.5 s ahead of real time,
// so jobs cron schedules are due at once.
if (process.env.DOCENT_TEST_CLOCK === '1') {
  const MINUTE = 60_000;
  const HOUR = 3_600_000;
  const RealDate = Date;
  let shift = -HOUR;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
  process.on('SIGUSR2', () => {
    const now = RealDate.now();
    let wake = Math.ceil((now + shift) / MINUTE) * MINUTE - shift; // real time of the next minute boundary
    if (wake - now < 10_000) wake += MINUTE;
    const topOfHour = Math.ceil((wake + shift) / HOUR) * HOUR;
    shift = topOfHour + 500 - wake;
    process.stderr.write(`\nDOCENT-TEST-CRON-TICK ${wake} ${topOfHour}\n`);
  });
}
