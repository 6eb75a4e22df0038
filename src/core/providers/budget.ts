/**
 * The run's budget (--max-tokens, --max-cost). Every paid call adds to it; once it is exhausted,
 * new calls are refused with a BUDGET error and the run's AbortController (if any) is aborted with
 * that error, so stages stop at the next item with the store consistent. Calls already in flight
 * finish and are cached, so nothing paid is lost; the run can be resumed with a higher budget.
 */
import { HybridRagError } from '../errors.js';

export interface BudgetLimits {
  maxTokens?: number;
  maxCost?: number;
}

export class Budget {
  tokens = 0;
  costUsd = 0;
  private exhausted?: HybridRagError;

  constructor(
    readonly limits: BudgetLimits,
    private readonly controller?: AbortController,
  ) {}

  /** Throw the BUDGET error if the budget is already spent. */
  check(): void {
    if (this.exhausted) throw this.exhausted;
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
    if (!what) return;
    this.exhausted = new HybridRagError('BUDGET', `budget exhausted: ${what}`, {
      hint: 'finished work is saved and cached; run the same command again (with a higher --max-tokens / --max-cost) to resume',
    });
    this.controller?.abort(this.exhausted);
  }
}
