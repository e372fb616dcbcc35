// rate-limiter-flexible's memory and bursty limiters and their answer, imported from their own files (server/api/rate-limit.ts
// says why); the package types only its index, so these name its types.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}

declare module 'rate-limiter-flexible/lib/BurstyRateLimiter.js' {
  import { BurstyRateLimiter } from 'rate-limiter-flexible';
  export default BurstyRateLimiter;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
