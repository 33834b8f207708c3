// `/__core/scenario`, `/__core/status` and `/__core/accounts`: the run-time scenario of the whole server (read, set,
// reset with `{}`), what the control room shows about the server, and the world's accounts with their credentials.
import { Router } from 'express';
import {
  errorCatalogue,
  dataNames,
  faultNames,
  MAX_DELAY_MS,
  MAX_SEED,
  MAX_TOTAL,
  type ControlStatus,
} from '../../schema/index.js';
import { controlAccount } from '../control/account-snippets.js';
import type { MockControl } from '../control/mock-control.js';
import { parseScenario } from '../control/parse-scenario.js';
import { scenarioText } from '../control/scenario-overrides.js';
import { jsonBodyDeclared, noParameters, sendControlData, sendControlError } from '../../control-room/index.js';
import { readJsonBody } from './read-json-body.js';

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function statusOf(control: MockControl): ControlStatus {
  const { chaos, httpErrors } = control.options;
  const { fixtures, journal, world } = control;
  return {
    scenario: control.scenario,
    scenarioText: scenarioText(control.scenario),
    startup: {
      httpErrors,
      latency: chaos?.latency ?? null,
      faultRate: chaos?.faultRate ?? 0,
      faults: [...(chaos?.faults ?? [])],
    },
    fixtures: { ...fixtures, loadedAt: isoOrNull(fixtures.loadedAt), rejectedAt: isoOrNull(fixtures.rejectedAt) },
    journal: {
      size: journal?.size ?? 0,
      capacity: journal?.limits.capacity ?? 0,
      keptAnswerBytes: journal?.keptAnswers ?? 0,
    },
    world: { seed: world.seed, now: new Date(world.nowMs).toISOString(), accounts: control.accounts.length },
    choices: {
      codes: Object.values(errorCatalogue).map((e) => ({ code: e.code, message: e.message })),
      faults: [...faultNames],
      data: [...dataNames],
      languages: world.languages.map((l) => l.langTag),
      limits: { delay: MAX_DELAY_MS, total: MAX_TOTAL, seed: MAX_SEED },
    },
  };
}

export function controlApiRoutes(control: MockControl): Router {
  const router = Router({ caseSensitive: true, strict: true });

  router.get('/scenario', noParameters, (_req, res) => sendControlData(res, control.scenario));

  router.put('/scenario', noParameters, async (req, res) => {
    const declared = jsonBodyDeclared(req.headers);
    if (declared) {
      req.resume(); // read and dropped, so that the answer can be sent
      return sendControlError(res, declared, 415);
    }
    const body = await readJsonBody(req);
    if (!body.ok) return sendControlError(res, body.error, body.status);
    const scenario = parseScenario(
      body.value,
      control.world.languages.map((l) => l.langTag),
    );
    if (!scenario.ok) return sendControlError(res, scenario.error);
    control.setScenario(scenario.value);
    sendControlData(res, control.scenario);
  });

  router.get('/status', noParameters, (_req, res) => sendControlData(res, statusOf(control)));

  router.get('/accounts', noParameters, (req, res) => {
    // The snippets name the server as this request reached it (the guard has checked the Host header).
    const base = `http://${req.headers.host ?? '127.0.0.1'}`;
    sendControlData(
      res,
      control.accounts.map((account, i) => controlAccount(account, i === 0, base)),
    );
  });

  return router;
}
