// The run-time scenario: the current one in a line, a form for every field, presets for common UI states, a reset.
// Applied with PUT /__core/scenario; the server's answer (or its error message) is what the form then shows.
import { api, el } from './dom.js';

const PRESETS = [
  ['Empty state', { total: 0 }],
  ['Huge inbox', { total: 100000 }],
  ['Token expired', { code: 31504 }],
  ['Slow network', { latency: { min: 300, max: 1500 } }],
  ['Flaky network', { faultRate: 0.2, faults: ['reset', 'server-error'] }],
  ['Arabic', { lang: 'ar' }],
  ['Edge data (breaks UIs)', { data: 'edge' }],
];

const NUMBERS = ['delay', 'total', 'seed'];

export function scenarioForm(section) {
  const form = section.querySelector('#scenario-form');
  const current = section.querySelector('#scenario-current');
  const message = section.querySelector('#scenario-message');
  const field = (id) => section.querySelector(`#scenario-${id}`);
  const faults = field('faults');
  let filled = false;
  /** The person is editing: the polled scenario must not overwrite the form under their hands. */
  let editing = false;

  const say = (text, bad = false) => {
    message.textContent = text;
    message.className = bad ? 'bad' : 'ok';
  };

  function fillChoices(choices) {
    const options = (select, values) =>
      select.append(...values.map(([value, label]) => el('option', { value }, label)));
    options(
      field('code'),
      choices.codes.map((c) => [c.code, `${c.code} ${c.message}`]),
    );
    options(
      field('fault'),
      choices.faults.map((f) => [f, f]),
    );
    options(
      field('lang'),
      choices.languages.map((l) => [l, l]),
    );
    options(
      field('data'),
      choices.data.map((d) => [d, d]),
    );
    faults.append(
      ...choices.faults.map((f) => el('label', {}, el('input', { type: 'checkbox', value: f, name: 'faults' }), f)),
    );
    filled = true;
  }

  function show(scenario) {
    for (const name of ['code', 'fault', 'lang', 'data', ...NUMBERS]) field(name).value = scenario[name] ?? '';
    field('latency-min').value = scenario.latency?.min ?? '';
    field('latency-max').value = scenario.latency?.max ?? '';
    field('fault-rate').value = scenario.faultRate ?? '';
    field('http-errors').value = scenario.httpErrors === undefined ? '' : String(scenario.httpErrors);
    for (const box of faults.querySelectorAll('input')) box.checked = scenario.faults?.includes(box.value) ?? false;
  }

  function read() {
    const scenario = {};
    for (const name of ['code', ...NUMBERS]) if (field(name).value !== '') scenario[name] = Number(field(name).value);
    for (const name of ['fault', 'lang', 'data']) if (field(name).value !== '') scenario[name] = field(name).value;
    const [min, max] = [field('latency-min').value, field('latency-max').value];
    if (min !== '' || max !== '') scenario.latency = { min: Number(min || max), max: Number(max || min) };
    if (field('fault-rate').value !== '') scenario.faultRate = Number(field('fault-rate').value);
    const checked = [...faults.querySelectorAll('input:checked')].map((box) => box.value);
    if (checked.length > 0) scenario.faults = checked;
    if (field('http-errors').value !== '') scenario.httpErrors = field('http-errors').value === 'true';
    return scenario;
  }

  async function apply(scenario, done) {
    try {
      const applied = await api('/scenario', { method: 'PUT', body: JSON.stringify(scenario) });
      editing = false;
      show(applied);
      say(done);
    } catch (error) {
      say(error.message, true); // the server's own message names the field and what it accepts
    }
  }

  form.addEventListener('input', () => (editing = true));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void apply(read(), 'Applied to the next requests');
  });
  field('reset').addEventListener('click', () => void apply({}, 'Reset to the start-up settings'));
  section.querySelector('#scenario-presets').append(
    ...PRESETS.map(([label, scenario]) => {
      const button = el('button', { type: 'button', title: JSON.stringify(scenario) }, label);
      button.addEventListener('click', () => void apply(scenario, `Applied: ${label}`));
      return button;
    }),
  );

  return {
    update(status) {
      if (!filled) fillChoices(status.choices);
      current.textContent = status.scenarioText;
      current.className = Object.keys(status.scenario).length > 0 ? 'active' : '';
      if (!editing) show(status.scenario);
    },
  };
}
