// Preloaded (`--import`) into a process whose cron an outage test wants to tick at a known moment: with
// DOCENT_TEST_CRON_TICK_AT (epoch ms), the process's clock is set back so that the top of an hour (when the
// hourly housekeeping cron fires) falls exactly on that real moment. Timers are untouched; only Date moves.
const tickAt = Number(process.env.DOCENT_TEST_CRON_TICK_AT);
if (Number.isFinite(tickAt) && tickAt > 0) {
  const HOUR = 3_600_000;
  const shift = Math.floor(tickAt / HOUR) * HOUR - tickAt; // -1 h < shift <= 0
  const RealDate = Date;
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
}
