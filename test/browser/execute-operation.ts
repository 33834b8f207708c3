// Runs one Swagger UI operation like a user (type the parameters, press Execute) and reads what the page renders.
import type { Locator } from 'playwright-core';

export interface RenderedResponse {
  /** The "Request URL" Swagger UI shows. */
  requestUrl: string;
  /** The "Code" cell of the server response. */
  status: number;
  /** The "Response body" block, parsed as JSON. */
  body: unknown;
}

/** Sets every parameter of the operation: the given ones typed or selected, all others emptied. */
export async function fillParameters(operation: Locator, values: Record<string, string>): Promise<void> {
  const rows = operation.locator('table.parameters tr[data-param-name]');
  await rows.first().waitFor();
  const names: string[] = [];
  for (const row of await rows.all()) {
    const name = (await row.getAttribute('data-param-name')) ?? '';
    names.push(name);
    const value = values[name] ?? '';
    // An enum's own select, not the list of examples Swagger UI shows above a free-text field.
    const select = row.locator('select:not(.examples-select-element)');
    if ((await select.count()) > 0) await select.selectOption(value);
    else await row.locator(`input[placeholder="${name}"]`).fill(value);
  }
  const unknown = Object.keys(values).filter((name) => !names.includes(name));
  if (unknown.length > 0)
    throw new Error(`No such parameter in Swagger UI: ${unknown.join(', ')} (shown: ${names.join(', ')})`);
}

/** The live response an operation shows once it has one. */
export async function readResponse(operation: Locator): Promise<RenderedResponse> {
  const live = operation.locator('.responses-wrapper .live-responses-table');
  const bodyBlock = live.locator('.highlight-code pre.microlight');
  await bodyBlock.waitFor();
  const requestUrl = (await operation.locator('.request-url pre').textContent()) ?? '';
  const status = Number(await live.locator('tbody .response-col_status').textContent());
  const text = (await bodyBlock.textContent()) ?? '';
  return { requestUrl: requestUrl.trim(), status, body: JSON.parse(text) as unknown };
}

/** Presses Execute as it stands (an earlier response cleared first, so that the one read is the new one). */
export async function pressExecute(operation: Locator): Promise<RenderedResponse> {
  const clear = operation.getByRole('button', { name: 'Clear' });
  if (await clear.isVisible()) {
    await clear.click();
    await operation.locator('.responses-wrapper .live-responses-table').waitFor({ state: 'detached' });
  }
  await operation.getByRole('button', { name: 'Execute' }).click();
  return readResponse(operation);
}

/** Expects an expanded operation in try-it-out mode; returns once the live response is on screen. */
export async function executeOperation(operation: Locator, values: Record<string, string>): Promise<RenderedResponse> {
  await fillParameters(operation, values);
  return pressExecute(operation);
}
