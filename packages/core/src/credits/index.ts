export { estimateCredits, roundUpCredits, type TokenPricing } from './amounts';
export type { DbOrTransaction } from '../common/in-transaction';
export { getBalances, type Balances } from './balances';
export { charge, assertCanAfford, type ChargeOptions, type ChargeResult } from './charge';
export { placeHold, releaseHold, extendHold, settleHold, deleteExpiredHolds, sumHeld, type CreditHold } from './holds';
export { refund, refundRequestId, type RefundOptions, type RefundResult } from './refund';
export { grant, type GrantOptions, type GrantResult } from './grant';
export {
  getCreditsReport,
  resolveCreditsRange,
  type CreditsReportOptions,
  type CreditsReportResult,
  type CreditsLedgerItem,
} from './credits-report';
export { encodeLedgerCursor, decodeLedgerCursor, type LedgerPosition } from './ledger-cursor';
export { monthlyResetJob, runMonthlyReset, monthlyPeriodOf, type MonthlyResetResult } from './monthly-reset';
export { setMonthlyAllowance, type AllowanceResult } from './monthly-allowance';
export { listRecentLedgerEntries } from './ledger-entries';
