export { estimateCredits, roundUpCredits, type TokenPricing } from './amounts';
export type { DbOrTransaction } from './in-transaction';
export { getBalances, type Balances } from './balances';
export { charge, assertCanAfford, type ChargeOptions, type ChargeResult } from './charge';
export { refund, refundRequestId, type RefundOptions, type RefundResult } from './refund';
export { grant, type GrantOptions, type GrantResult } from './grant';
export { getCreditsReport, resolveCreditsRange, type CreditsReportOptions, type CreditsReportResult, type CreditsLedgerItem } from './credits-report';
export { encodeLedgerCursor, decodeLedgerCursor, type LedgerPosition } from './ledger-cursor';
export { monthlyResetJob, runMonthlyReset, monthlyPeriodOf, type MonthlyResetResult } from './monthly-reset';
