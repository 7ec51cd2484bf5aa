export { rateLimited, type RateLimitPolicy } from './fixed-window';
export { createRateLimiter, type RateLimiter } from './rate-limiter';
