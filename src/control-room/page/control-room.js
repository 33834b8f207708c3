// The control room's entry: polls the control API (the journal about three times a second, the status every second; one
// request in flight each, so a slow server never piles them up) and feeds the views.
import { api, clock } from './dom.js';
import { accountsView } from './accounts-view.js';
import { entryView } from './entry-view.js';
import { journalView } from './journal-view.js';
import { scenarioForm } from './scenario-form.js';

const JOURNAL_EVERY_MS = 300;
const STATUS_EVERY_MS = 1000;

const connection = document.getElementById('connection-alert');
const entry = entryView(document.getElementById('entry-body'));
const journal = journalView(document.getElementById('journal'), { onSelect: (id) => entry.show(id) });
const scenario = scenarioForm(document.getElementById('scenario'));
const accounts = accountsView(document.getElementById('accounts-list'));

function reportConnection(error) {
  connection.hidden = !error;
  connection.textContent = error ? `The server does not answer: ${error.message}` : '';
}

function showFixtures(fixtures) {
  const alert = document.getElementById('fixtures-alert');
  alert.hidden = fixtures.problems.length === 0;
  if (alert.hidden) return;
  document.getElementById('fixtures-when').textContent =
    `${fixtures.path}: rejected at ${clock(fixtures.rejectedAt)}; serving the data loaded at ${fixtures.loadedAt ? clock(fixtures.loadedAt) : 'start-up'}. Fix the file and save: it is picked up at once.`;
  document
    .getElementById('fixtures-problems')
    .replaceChildren(...fixtures.problems.map((p) => Object.assign(document.createElement('li'), { textContent: p })));
}

function showServer(status) {
  const fixtures = status.fixtures.path
    ? `, fixtures ${status.fixtures.path}${status.fixtures.watching ? ' (watched)' : ''}`
    : '';
  document.getElementById('server-line').textContent =
    `seed ${status.world.seed}, clock ${status.world.now}, ${status.world.accounts} account(s)${fixtures}; journal keeps the last ${status.journal.capacity} requests`;
}

/** A `core-kit proxy` has a journal but no scenario and no accounts: the page shows what it has. */
function showProxy(status) {
  for (const id of ['scenario', 'accounts', 'fixtures-alert']) document.getElementById(id).hidden = true;
  const rules = Object.entries(status.counts.byRule)
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', ');
  document.getElementById('server-line').textContent =
    `proxy to ${status.target}${status.strict ? ' (strict)' : ''}: ${status.counts.requests} requests, ${status.counts.judged} answers judged, ${status.counts.violations} violation(s)${rules ? ` (${rules})` : ''}; journal keeps the last ${status.journal.capacity} requests`;
}

let accountsSeen = -1;
async function pollStatus() {
  try {
    const status = await api('/status');
    reportConnection(null);
    if (status.kind === 'proxy') return showProxy(status);
    showServer(status);
    showFixtures(status.fixtures);
    scenario.update(status);
    // The accounts change only with the fixtures: fetched again when their number or the loaded data changes.
    const stamp = `${status.world.accounts}@${status.fixtures.loadedAt}`;
    if (stamp !== accountsSeen) {
      accountsSeen = stamp;
      accounts.show(await api('/accounts'));
    }
  } catch (error) {
    reportConnection(error);
  } finally {
    setTimeout(pollStatus, STATUS_EVERY_MS);
  }
}

/** New rows first, without verdicts (they answer at once), then the verdicts of the rows that lack them. */
async function pollJournal() {
  try {
    if (!journal.paused) {
      journal.add(await api(`/requests?after=${journal.after()}&limit=200&verdicts=false`));
      const unjudged = journal.unjudgedAfter();
      if (unjudged !== null) journal.add(await api(`/requests?after=${unjudged}&limit=200`));
    }
  } catch (error) {
    reportConnection(error);
  } finally {
    setTimeout(pollJournal, JOURNAL_EVERY_MS);
  }
}

void pollStatus();
void pollJournal();
