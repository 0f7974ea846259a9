/** Small helpers over the app's screens, written against roles and labels only. */
import { waitFor } from './wait.mjs';

/** Selects "Input Mode" or "Query Mode" by clicking its visible segment, as a user would. */
export async function chooseMode(page, name) {
  const radio = page.getByRole('radio', { name, exact: true });
  if (await radio.isChecked()) return;
  await page.getByRole('radiogroup', { name: 'Chat mode' }).getByText(name, { exact: true }).click();
  await waitFor(() => radio.isChecked(), { describe: `${name} to be selected` });
}

/** Opens an answer's "Sources (n)" unless it is open already (answers with up to 3 sources start open). */
export async function openSources(summary) {
  const open = await summary.evaluate((el) => el.closest('details')?.open ?? false);
  if (!open) await summary.click();
}

/** The text a user sees in `locator` (Playwright's innerText, not the DOM property). */
// biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, the rendered text is the point
export const visibleText = (locator) => locator.innerText();
