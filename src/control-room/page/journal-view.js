// The live list of requests: newest on top, at most 500 rows (the journal's own bound), a text filter, pause and
// clear. A row shows time, method, path and query, status, code, duration, preferences and the two verdicts.
import { api, clock, el } from './dom.js';

const MAX_ROWS = 500;

const mark = (valid, what) =>
  valid === null
    ? el('span', { class: 'verdict unknown', title: `${what}: not judged` }, '–')
    : valid
      ? el('span', { class: 'verdict ok', title: `${what}: valid` }, '✓')
      : el('span', { class: 'verdict bad', title: `${what}: invalid` }, '✗');

const statusClass = (status) => (status === 0 ? 'none' : status < 300 ? 'ok' : status < 500 ? 'warn' : 'bad');

function rowOf(entry) {
  const status = entry.status === 0 ? (entry.fault ? `— ${entry.fault}` : '—') : String(entry.status);
  const judging = entry.valid.request === null; // listed before its verdicts: they follow in a moment
  const row = el(
    'tr',
    { 'data-id': entry.id, tabindex: 0, class: entry.code !== null && entry.code !== 0 ? 'error-code' : '' },
    el('td', { class: 'time' }, clock(entry.time)),
    el('td', { class: 'method' }, entry.method),
    el('td', { class: 'url', title: entry.url }, entry.url),
    el('td', { class: `status ${statusClass(entry.status)}` }, status),
    el('td', { class: 'code' }, entry.code ?? '—'),
    el('td', { class: 'duration' }, entry.durationMs === null ? '…' : entry.durationMs.toFixed(1)),
    el('td', { class: 'preferences' }, entry.preferences ?? ''),
    el(
      'td',
      { class: 'valid-request' },
      judging
        ? el('span', { class: 'verdict unknown', title: 'request: being judged' }, '…')
        : mark(entry.valid.request, 'request'),
    ),
    el(
      'td',
      { class: 'valid-answer' },
      judging
        ? el('span', { class: 'verdict unknown', title: 'answer: being judged' }, '…')
        : mark(entry.valid.answer, 'answer'),
    ),
  );
  row.dataset.text =
    `${entry.method} ${entry.url} ${entry.status} ${entry.code ?? ''} ${entry.preferences ?? ''}`.toLowerCase();
  return row;
}

export function journalView(section, { onSelect }) {
  const body = section.querySelector('tbody');
  const filter = section.querySelector('#journal-filter');
  const pause = section.querySelector('#journal-pause');
  const count = section.querySelector('#journal-count');
  const empty = section.querySelector('#journal-empty');
  const rows = new Map();
  /** Ids whose answer is still pending (a delay): asked for again until they are done. */
  const pending = new Set();
  /** Ids shown before their verdicts: asked for again with them (rows show at once, the marks follow). */
  const unjudged = new Set();
  let lastId = 0;
  let selected = null;

  const applyFilter = (row) => {
    const text = filter.value.trim().toLowerCase();
    row.hidden = text !== '' && !row.dataset.text.includes(text);
  };
  const refreshCount = () => {
    count.textContent = `${rows.size} shown${view.paused ? ', paused' : ''}`;
    empty.hidden = rows.size > 0;
  };
  const select = (id) => {
    rows.get(selected)?.classList.remove('selected');
    selected = id;
    rows.get(id)?.classList.add('selected');
    onSelect(id);
  };

  const view = {
    paused: false,
    /** The id to poll after: the newest seen, or just before the oldest still pending. */
    after: () => (pending.size > 0 ? Math.min(lastId, Math.min(...pending) - 1) : lastId),
    /** The id to ask for verdicts after, or null when every row has them. */
    unjudgedAfter: () => (unjudged.size > 0 ? Math.min(...unjudged) - 1 : null),
    add(list) {
      if (list.lastId < lastId) view.reset(); // another server on this address: its ids start again
      for (const entry of [...list.entries].reverse()) {
        const row = rowOf(entry);
        const old = rows.get(entry.id);
        if (old) old.replaceWith(row);
        else body.prepend(row);
        rows.set(entry.id, row);
        if (entry.id === selected) row.classList.add('selected');
        applyFilter(row);
        if (entry.durationMs === null) pending.add(entry.id);
        else pending.delete(entry.id);
        if (entry.valid.request === null) unjudged.add(entry.id);
        else unjudged.delete(entry.id);
      }
      while (rows.size > MAX_ROWS) {
        const [oldest] = rows.keys();
        rows.get(oldest).remove();
        rows.delete(oldest);
        pending.delete(oldest);
        unjudged.delete(oldest);
      }
      lastId = Math.max(lastId, list.lastId);
      refreshCount();
    },
    reset() {
      rows.clear();
      pending.clear();
      unjudged.clear();
      body.replaceChildren();
      lastId = 0;
      refreshCount();
    },
  };

  body.addEventListener('click', (event) => {
    const row = event.target.closest('tr[data-id]');
    if (row) select(Number(row.dataset.id));
  });
  body.addEventListener('keydown', (event) => {
    const row = event.target.closest('tr[data-id]');
    if (row && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      select(Number(row.dataset.id));
    }
  });
  filter.addEventListener('input', () => rows.forEach(applyFilter));
  pause.addEventListener('click', () => {
    view.paused = !view.paused;
    pause.textContent = view.paused ? 'Resume' : 'Pause';
    pause.setAttribute('aria-pressed', String(view.paused));
    refreshCount();
  });
  section.querySelector('#journal-clear').addEventListener('click', async () => {
    await api('/requests', { method: 'DELETE' });
    const keep = lastId;
    view.reset();
    lastId = keep; // ids go on counting: what comes next is still after it
  });
  refreshCount();
  return view;
}
