// Why a request of the run was not asked: the budget is used up, or the run's deadline passed.

/** The request budget is used up: the check cannot run (reported as SKIP). */
export class BudgetExhausted extends Error {}
/** The run's global deadline passed. */
export class DeadlineReached extends Error {}
