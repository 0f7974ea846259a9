/** Small helpers over the app's screens, written against roles and labels only. */
import { waitFor } from './wait.mjs';

/** Selects "Input Mode" or "Query Mode" by clicking its visible segment, as a user would. */
export async function chooseMode(page, name) {
  const radio = page.getByRole('radio', { name, exact: true });
  if (await radio.isChecked()) return;
  await page.getByRole('radiogroup', { name: 'Chat mode' }).getByText(name, { exact: true }).click();
  await waitFor(() => radio.isChecked(), { describe: `${name} to be selected` });
}
