/**
 * What survives a `kill -9`: the server process itself, killed in the middle of a mailbox import
 * and started again on the same embedded data folder (issue 11, issue 12). Gmail and IMAP have
 * theirs beside it (gmailCrash, imapCrash).
 */
import { it } from 'vitest';
import { demoMbox } from '../src/mailbox/demo.js';
import { crashMidSyncAndResume, expectEveryMessageOnce } from './midSyncCrash.js';
import { json } from './serverProcess.js';

const MESSAGES = 4000;

it('resumes an mbox import killed mid-way at its checkpoint: every message once, none lost', async () => {
  const crash = await crashMidSyncAndResume({
    killAfter: 1,
    async connect(api) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(demoMbox(MESSAGES))]), 'takeout.mbox');
      const started = await json<{ mailbox: { id: string } }>(
        await api('/mailboxes/mbox', { method: 'POST', body: form }),
      );
      return started.mailbox.id;
    },
  });
  expectEveryMessageOnce(crash, MESSAGES, 'providerMessageId');
}, 180_000);
