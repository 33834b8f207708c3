// One request in full: its line, status and timing, why the request and the answer are valid or not per the document
// (the contract kit's validators), its headers (secrets redacted by the server) and its answer, pretty-printed.
import { api, ControlApiError, el } from './dom.js';

function judgement(title, valid, problems, notes = []) {
  const state = valid === null ? 'unknown' : valid ? 'ok' : 'bad';
  return el(
    'div',
    { class: `judgement ${state}` },
    el('h3', {}, `${valid === null ? '–' : valid ? '✓' : '✗'} ${title}`),
    problems.length ? el('ul', { class: 'problems' }, ...problems.map((p) => el('li', {}, p))) : null,
    notes.length ? el('ul', { class: 'notes' }, ...notes.map((n) => el('li', {}, n))) : null,
  );
}

function verdictOf(verdict) {
  const { request, answer, unjudged } = verdict;
  return el(
    'div',
    { class: 'verdicts' },
    judgement(
      request.valid ? 'The request is valid per the document' : 'The request breaks the document',
      request.valid,
      request.problems,
      request.notes,
    ),
    answer === null
      ? judgement(`The answer is not judged: ${unjudged ?? 'no answer'}`, null, [])
      : el(
          'div',
          {},
          judgement(
            answer.spec.valid ? 'The answer matches the spec' : 'The answer breaks the spec',
            answer.spec.valid,
            answer.spec.problems,
          ),
          judgement(
            answer.documented.valid
              ? 'The answer matches the document (with its assumptions)'
              : 'The answer breaks the document',
            answer.documented.valid,
            answer.documented.problems,
          ),
        ),
  );
}

/** A proxy's entry: the contract kit's per-answer invariants the target's answer broke. */
function violationsOf(entry) {
  if (entry.violations === null) return judgement('The answer is not judged (not an operation of the API)', null, []);
  const problems = entry.violations.map(
    (v) => `${v.rule} (${v.basis}): expected ${v.expected}; received ${v.received}`,
  );
  return judgement(
    problems.length ? 'The answer breaks the contract' : 'The answer meets the contract',
    problems.length === 0,
    problems,
  );
}

function pretty(text) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text; // a malformed answer is shown as it was sent
  }
}

function detailOf(entry) {
  const facts = [
    ['Status', entry.status === 0 ? `no answer${entry.fault ? ` (fault ${entry.fault})` : ''}` : String(entry.status)],
    ['Code', entry.code ?? '—'],
    ['Duration', entry.durationMs === null ? 'pending' : `${entry.durationMs} ms`],
    ['Preferences applied', entry.preferences ?? 'none'],
    ['Operation', entry.operation ?? 'none (not an operation of the API)'],
    ['Time', entry.time],
  ];
  const answer =
    entry.answer.text === null
      ? el(
          'p',
          { class: 'muted' },
          entry.status === 0
            ? 'No answer was sent.'
            : 'The journal let this answer go (it keeps the newest answers within its budget).',
        )
      : el('pre', { class: 'answer' }, pretty(entry.answer.text));
  return [
    el('p', { class: 'request-line' }, el('code', {}, `${entry.method} ${entry.url}`)),
    el('dl', { class: 'facts' }, ...facts.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)])),
    entry.verdict ? verdictOf(entry.verdict) : violationsOf(entry),
    el('h3', {}, 'Request headers'),
    el(
      'table',
      { class: 'headers' },
      el('tbody', {}, ...Object.entries(entry.headers).map(([k, v]) => el('tr', {}, el('th', {}, k), el('td', {}, v)))),
    ),
    el('h3', {}, `Answer (${entry.answer.bytes} bytes${entry.answer.truncated ? ', start shown' : ''})`),
    answer,
  ];
}

export function entryView(container) {
  let showing = 0;
  return {
    async show(id) {
      showing = id;
      container.setAttribute('aria-busy', 'true');
      try {
        const entry = await api(`/requests/${id}`);
        if (showing === id) container.replaceChildren(...detailOf(entry));
      } catch (error) {
        if (showing === id)
          container.replaceChildren(
            el('p', { class: 'alert' }, error instanceof ControlApiError ? error.message : String(error)),
          );
      } finally {
        container.removeAttribute('aria-busy');
      }
    },
  };
}
