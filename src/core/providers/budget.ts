/**
 * The run's budget (--max-tokens, --max-cost). Before a request is sent, its worst-case cost (the
 * estimated prompt plus max_tokens of output, at the model's prices) is reserved; a request whose
 * reservation would pass the cap waits for requests in flight to settle (they usually cost less
 * than their worst case), and once nothing is in flight and it still does not fit, the budget is
 * exhausted. So requests in flight together can never overshoot the cost cap. (--max-tokens is
 * counted as replies arrive: a cap in tokens is a soft limit, and reserving max_tokens for every
 * request would refuse small caps outright.) When a reply arrives its
 * reservation is replaced by what it really cost. Once exhausted, new calls are refused with a
 * BUDGET error and the run's AbortController (if any) is aborted with that error, so stages stop
 * at the next item with the store consistent; the run can be resumed with a higher budget.
 */
import { HybridRagError } from '../errors.js';

export interface BudgetLimits {
  maxTokens?: number;
  maxCost?: number;
}

/** The worst case of one request, held until it settles. */
export interface Reservation {
  tokens: number;
  costUsd: number;
}

export class Budget {
  tokens = 0;
  costUsd = 0;
  /** Held by requests in flight. */
  reserved: Reservation = { tokens: 0, costUsd: 0 };
  private exhausted?: HybridRagError;
  private waiters: (() => void)[] = [];
  /** Reservations not yet settled (a count: sums of floats never come back to exactly 0). */
  private inFlight = 0;

  constructor(
    readonly limits: BudgetLimits,
    private readonly controller?: AbortController,
  ) {}

  /** Throw the BUDGET error if the budget is already spent. */
  check(): void {
    if (this.exhausted) throw this.exhausted;
  }

  private fits(r: Reservation): boolean {
    const { maxCost } = this.limits;
    if (maxCost !== undefined && this.costUsd + this.reserved.costUsd + r.costUsd > maxCost + 1e-12) return false;
    return true;
  }

  /**
   * Reserve a request's worst case before sending it: at once when it fits beside the requests in
   * flight, else after they settle; when it cannot fit even alone, the budget is exhausted (BUDGET).
   */
  async reserve(r: Reservation, signal?: AbortSignal): Promise<Reservation> {
    for (;;) {
      this.check();
      if (this.fits(r)) {
        this.reserved.tokens += r.tokens;
        this.reserved.costUsd += r.costUsd;
        this.inFlight++;
        return r;
      }
      if (this.inFlight === 0) {
        this.exhaust(`$${this.costUsd.toFixed(4)} spent of --max-cost ${this.limits.maxCost}; the next request may cost up to $${r.costUsd.toFixed(4)}`);
        this.check();
      }
      const aborted = (): never => {
        throw signal?.reason instanceof Error ? signal.reason : new HybridRagError('ABORTED', 'interrupted', { hint: 'rerun the same command to resume' });
      };
      if (signal?.aborted) aborted();
      await new Promise<void>((done) => {
        this.waiters.push(done);
        signal?.addEventListener('abort', () => done(), { once: true });
      });
      if (signal?.aborted) this.check();
      if (signal?.aborted) aborted();
    }
  }

  /** A reserved request settled: drop its reservation and count what it really cost (0 if it failed). */
  settle(r: Reservation, tokens: number, costUsd: number): void {
    this.reserved.tokens = Math.max(0, this.reserved.tokens - r.tokens);
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.reserved.costUsd = this.inFlight === 0 ? 0 : Math.max(0, this.reserved.costUsd - r.costUsd);
    if (this.inFlight === 0) this.reserved.tokens = 0;
    this.add(tokens, costUsd);
    const w = this.waiters;
    this.waiters = [];
    for (const done of w) done();
  }

  /** Account for one paid call. */
  add(tokens: number, costUsd: number): void {
    this.tokens += tokens;
    this.costUsd += costUsd;
    if (this.exhausted) return;
    const { maxTokens, maxCost } = this.limits;
    let what: string | undefined;
    if (maxTokens !== undefined && this.tokens >= maxTokens) what = `${this.tokens} tokens used of --max-tokens ${maxTokens}`;
    else if (maxCost !== undefined && this.costUsd >= maxCost) what = `$${this.costUsd.toFixed(4)} spent of --max-cost ${maxCost}`;
    if (what) this.exhaust(what);
  }

  private exhaust(what: string): void {
    if (this.exhausted) return;
    this.exhausted = new HybridRagError('BUDGET', `budget exhausted: ${what}`, {
      hint: 'finished work is saved and cached; run the same command again (with a higher --max-tokens / --max-cost) to resume',
    });
    this.controller?.abort(this.exhausted);
    // Waiters wake up and find the budget exhausted.
    const w = this.waiters;
    this.waiters = [];
    for (const done of w) done();
  }
}
