/**
 * Query Mode with a language model (issue 13): a server pointed at the fake OpenAI-compatible
 * model. The model's draft streams into the reply as it is written (CHAT_ANSWER_DELTA), and the
 * checked answer replaces it: the sentence with an invented figure is gone, the cited one stays.
 */
import { createApi, openSignedIn } from '../lib/api.mjs';
import { chooseMode, openSources, visibleText } from '../lib/app.mjs';
import { startFakeLlm } from '../lib/fake-llm.mjs';
import { startServer } from '../lib/server.mjs';
import { assert, waitForText } from '../lib/wait.mjs';

const UPDATE =
  'Met Sara Lee from Acme Robotics. The Zephyr rollout budget is $48,000 and the demo is on Tuesday.';
const QUESTION = 'What is the Zephyr rollout budget?';
const CHECKED = 'The Zephyr rollout budget is $48,000 and the demo is on Tuesday [1].';
const INVENTED = '$1,250,000';

/** Records every text the chat shows, so a draft seen for a moment is not missed. */
const REPLY_RECORDER = () => {
  window.__replies = [];
  new MutationObserver(() => {
    const text = document.querySelector('main')?.textContent ?? '';
    if (text.includes('rollout budget is') && !window.__replies.includes(text)) window.__replies.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

export default [
  {
    name: 'llm: the draft streams into the reply, then the checked answer replaces it',
    timeout: 150_000,
    async run(t) {
      const llm = await startFakeLlm({ mode: 'invent' });
      let server = null;
      try {
        server = await startServer(llm.env);
        const api = createApi(server.baseUrl);
        const account = await api.createUser({ prefix: 'llm' });
        await api.call('POST', '/post-updates', {
          body: { description: UPDATE },
          token: account.accessToken,
        });
        const page = await t.newPage({ baseURL: server.baseUrl });
        await page.addInitScript(REPLY_RECORDER);
        await openSignedIn(page, account, '/');
        await waitForText(page, 'No messages yet');
        await chooseMode(page, 'Query Mode');
        const box = page.getByRole('textbox', { name: 'Message' });
        await box.fill(QUESTION);
        await box.press('Enter');
        // A draft has no sources: "Sources (1)" is the checked answer from POST /chat/ask.
        await waitForText(page, 'Sources (1)', { timeout: 30_000 });
        const main = page.locator('main');
        const shown = await visibleText(main);
        assert(shown.includes(CHECKED), `the checked answer is shown; saw ${shown}`);
        assert(
          !shown.includes(INVENTED),
          `the invented figure is gone from the checked answer; saw ${shown}`,
        );
        const seen = await page.evaluate(() => window.__replies);
        assert(
          seen.some((text) => text.includes(INVENTED)),
          `the draft with the model's invented figure was shown while it streamed; saw ${JSON.stringify(seen)}`,
        );
        await openSources(page.getByText('Sources (1)'));
        await waitForText(page, UPDATE);
        await t.screen(page, 'llm-checked-answer');
      } finally {
        await server?.stop();
        await llm.close();
      }
    },
  },
];
