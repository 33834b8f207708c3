// The world's accounts with their four credentials, and for each a curl command and a fetch call to copy.
import { copyText, el } from './dom.js';

function snippet(label, text) {
  const code = el('pre', { class: 'snippet' }, text);
  const button = el('button', { type: 'button' }, `Copy ${label}`);
  button.addEventListener('click', async () => {
    const copied = await copyText(text, code);
    button.textContent = copied ? 'Copied' : 'Selected: press Ctrl+C';
    setTimeout(() => (button.textContent = `Copy ${label}`), 1500);
  });
  return el('div', { class: 'snippet-box' }, button, code);
}

function card(account) {
  const rows = [
    ['X-Core-Aid', account.aid],
    ['X-Core-Aid-Token', account.aidToken],
    ['X-Core-Uid', account.uid],
    ['X-Core-Uid-Token', account.uidToken],
  ];
  return el(
    'article',
    { class: 'account', 'data-aid': account.aid },
    el('h3', {}, account.aid, account.demo ? el('span', { class: 'badge' }, 'demo') : null),
    el(
      'table',
      { class: 'credentials' },
      el('tbody', {}, ...rows.map(([k, v]) => el('tr', {}, el('th', {}, k), el('td', {}, el('code', {}, v))))),
    ),
    el(
      'details',
      {},
      el('summary', {}, 'curl and fetch'),
      snippet('curl', account.curl),
      snippet('fetch', account.fetch),
    ),
  );
}

export function accountsView(container) {
  return {
    show(accounts) {
      container.replaceChildren(...accounts.map(card));
      container.querySelector('details')?.setAttribute('open', ''); // the demo account's snippets in view
    },
  };
}
