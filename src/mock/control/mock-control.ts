// The live side of a running mock, shared by its request listener and its control API: the current world and request
// core (an edit of the fixtures replaces them), the journal, the run-time scenario, and the state of the fixtures.
import type { ErrorStatusPolicy, Scenario } from '../../schema/index.js';
import type { ChaosConfig } from '../request/chaos.js';
import { createApiRequestHandler, type ApiRequestHandler } from '../request/handle-api-request.js';
import type { RuntimeOverrides } from '../request/runtime-overrides.js';
import type { AccountCredentials } from '../world/account-credentials.js';
import type { World } from '../world/create-world.js';
import { JOURNAL_LIMITS, RequestJournal } from '../../control-room/index.js';
import { overridesOf, scenarioText } from './scenario-overrides.js';
import type { Preferences } from '../request/parse-preferences.js';

export interface FixturesStatus {
  /** The fixtures file or folder as given, or null without fixtures. */
  path: string | null;
  /** Edits are picked up (`--watch`). */
  watching: boolean;
  /** The files of the data being served. */
  files: string[];
  /** When the data being served was loaded (epoch ms). */
  loadedAt: number | null;
  /** Why the latest edit was rejected (the last valid data keeps serving); empty once an edit is accepted. */
  problems: string[];
  /** When the problems were found (epoch ms). */
  rejectedAt: number | null;
}

export interface MockControlOptions {
  world: World;
  accounts: AccountCredentials[];
  /** The start-up settings a scenario field overrides and `PUT {}` restores. */
  httpErrors: boolean;
  chaos: ChaosConfig | null;
  /** Requests the journal keeps; 0: no journal. Default 500. */
  journalSize?: number;
  /** Where scenario changes and fixtures reloads are announced (the serve log); default nowhere. */
  notice?: ((line: string) => void) | null;
  /** The control API answers clients other than loopback too (`--remote-control`). */
  remote?: boolean;
  /** Preferences every request gets unless the scenario or the request names them (`--data edge`). */
  startup?: Readonly<Preferences> | null;
  /** A running clock (epoch ms) for every world served; null or absent: pinned at the world's. */
  clock?: (() => number) | null;
}

export class MockControl {
  world: World;
  accounts: AccountCredentials[];
  /** The request core of the current world; replaced with the world. */
  handle: ApiRequestHandler;
  readonly journal: RequestJournal | null;
  scenario: Scenario = {};
  /** Read by the request core on every request; changed in place by `setScenario`. */
  readonly overrides: RuntimeOverrides = { preferences: null, chaos: undefined };
  /** HTTP statuses of catalogue errors: the scenario's `httpErrors`, else the start-up setting. */
  readonly policy: ErrorStatusPolicy;
  fixtures: FixturesStatus = { path: null, watching: false, files: [], loadedAt: null, problems: [], rejectedAt: null };
  readonly remote: boolean;
  private readonly notice: (line: string) => void;

  constructor(readonly options: MockControlOptions) {
    const size = options.journalSize ?? JOURNAL_LIMITS.capacity;
    this.journal = size > 0 ? new RequestJournal({ ...JOURNAL_LIMITS, capacity: size }) : null;
    this.remote = options.remote ?? false;
    this.notice = options.notice ?? (() => {});
    const scenario = () => this.scenario;
    this.policy = {
      get httpErrors() {
        return scenario().httpErrors ?? options.httpErrors;
      },
    };
    this.world = options.world;
    this.accounts = options.accounts;
    this.handle = this.coreOf(options.world);
  }

  private coreOf(world: World): ApiRequestHandler {
    return createApiRequestHandler({
      world,
      policy: this.policy,
      chaos: this.options.chaos,
      overrides: this.overrides,
      startup: this.options.startup ?? null,
      clock: this.options.clock ?? null,
    });
  }

  /** Applies to the next requests; `{}` restores the start-up settings. */
  setScenario(scenario: Scenario): void {
    this.scenario = scenario;
    Object.assign(this.overrides, overridesOf(scenario, this.options.chaos));
    this.notice(`scenario: ${scenarioText(scenario)}`);
  }

  /** Serves another world from the next request on (fixtures edited under --watch). */
  replaceWorld(world: World, accounts: AccountCredentials[], files: string[]): void {
    this.world = world;
    this.accounts = accounts;
    this.handle = this.coreOf(world);
    this.fixtures = { ...this.fixtures, files, loadedAt: Date.now(), problems: [], rejectedAt: null };
  }

  /** The fixtures the world was built from at start-up, as the control room names them. */
  servesFixtures(path: string, files: string[]): void {
    this.fixtures = { ...this.fixtures, path, files, loadedAt: Date.now() };
  }

  /** An edit of the fixtures was rejected: the current world keeps serving, and the problems are shown until fixed. */
  rejectFixtures(problems: string[]): void {
    this.fixtures = { ...this.fixtures, problems, rejectedAt: Date.now() };
  }
}
