// Changes credentials in Swagger UI's Authorize dialog like a user: per scheme, log out of the value applied (the mock
// opens with the demo ones), type the new one, apply it; then close the dialog.
import type { Page } from 'playwright-core';

/** `values` maps a security scheme's name (as the document spells it, e.g. `aidToken`) to the value to type. */
export async function authorizeInSwaggerUi(page: Page, values: Record<string, string>): Promise<void> {
  await page.locator('.auth-wrapper .btn.authorize').click();
  const modal = page.locator('.modal-ux');
  await modal.getByRole('heading', { name: 'Available authorizations' }).waitFor();
  for (const [scheme, value] of Object.entries(values)) {
    // Scheme names are prefixes of each other (aid, aidToken): match the heading's code exactly.
    const form = modal
      .locator('.auth-container')
      .filter({ has: page.locator('h4 > code').getByText(scheme, { exact: true }) });
    const logout = form.getByRole('button', { name: 'Remove authorization' });
    if (await logout.isVisible()) await logout.click();
    await form.getByRole('textbox').fill(value);
    await form.getByRole('button', { name: 'Apply credentials' }).click();
    // Swagger UI swaps the input for a masked value and a Logout button once the scheme is applied.
    await logout.waitFor();
  }
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await modal.waitFor({ state: 'detached' });
}
