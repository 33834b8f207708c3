// Small DOM helpers of the control room: elements built with text only (never HTML from data), and the control API.

/** `el('td', { class: 'code' }, 'text', child)`: attributes set as given, children appended as text or nodes. */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== null && value !== false)
      node.setAttribute(name, value === true ? '' : String(value));
  for (const child of children)
    if (child !== undefined && child !== null) node.append(child instanceof Node ? child : String(child));
  return node;
}

export class ControlApiError extends Error {}

/** Calls the control API; resolves with `data`, rejects with the envelope's message. */
export async function api(path, init = {}) {
  const res = await fetch(`/__core${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const body = await res.json().catch(() => null);
  if (!body || body.code !== 0) throw new ControlApiError(body?.message ?? `HTTP ${res.status}`);
  return body.data;
}

/** Copies text to the clipboard; where the page may not (no permission), selects `fallback` for the person to copy. */
export async function copyText(text, fallback) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const range = document.createRange();
    range.selectNodeContents(fallback);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    return false;
  }
}

export const clock = (iso) => new Date(iso).toLocaleTimeString([], { hour12: false });
