/**
 * §2 Onboarding wizard: Welcome, Goals, Import CSV (skippable), Connect email (skippable),
 * "You're All Set!". The step index (0 to 4) is kept in local storage.
 */

import { ERROR_MESSAGES, errorDescription, STORAGE_KEYS, SUCCESS_MESSAGES } from '@rapport/sdk';
import { Button, MicIcon, ProgressBar } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { textarea } from '../../../styled-system/recipes/textarea';
import { CenteredShell } from '../../components/chrome';
import { Header } from '../../components/Header';
import { cardClass, labelClass } from '../../components/styles';
import { showComingSoon } from '../../lib/comingSoon';
import { notifyError } from '../../lib/notify';
import { MAILBOX_STATUS_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { useSession } from '../../state/session';
import { DemoMailboxButton, DemoMailboxState, useDemoMailbox } from '../mailbox/DemoMailbox';
import { ConnectMailbox } from '../mailbox/lazy';
import { useConnectMicrosoft } from '../mailbox/MicrosoftChoice';
import { useConnectGmail } from '../mailbox/useConnectGmail';
import { useMailboxProviders } from '../mailbox/useMailboxProviders';
import { CsvImport } from './CsvImport';

export const ONBOARDING_STEPS = [
  'Welcome',
  'Goals',
  'Import CSV data',
  'Connect email',
  "You're All Set!",
] as const;
const LAST_STEP = ONBOARDING_STEPS.length - 1;

function readStep(): number {
  try {
    const raw = Number(localStorage.getItem(STORAGE_KEYS.onboardingStep));
    return Number.isInteger(raw) && raw >= 0 && raw <= LAST_STEP ? raw : 0;
  } catch {
    return 0;
  }
}

function writeStep(step: number): void {
  try {
    localStorage.setItem(STORAGE_KEYS.onboardingStep, String(step));
  } catch {
    // The wizard still works without storage; it just starts over on reload.
  }
}

function readGoals(fallback: string): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.onboardingGoals) ?? fallback;
  } catch {
    return fallback;
  }
}

export function OnboardingPage() {
  const navigate = useNavigate();
  const user = useSession().user;
  const [step, setStepState] = useState(readStep);
  const [goals, setGoals] = useState(() => readGoals(user?.user_description ?? ''));
  const [busy, setBusy] = useState(false);
  const goalsId = useId();

  const setStep = (next: number) => {
    const clamped = Math.max(0, Math.min(LAST_STEP, next));
    setStepState(clamped);
    writeStep(clamped);
  };

  const percent = Math.round(((step + 1) / ONBOARDING_STEPS.length) * 100);

  const finish = async () => {
    setBusy(true);
    try {
      await api().onboarding.complete();
      try {
        localStorage.removeItem(STORAGE_KEYS.onboardingStep);
        localStorage.removeItem(STORAGE_KEYS.onboardingGoals);
      } catch {
        // ignore
      }
      await navigate({ to: '/' });
    } catch (error) {
      notifyError({ title: 'Error', description: errorDescription(error, 'Could not finish onboarding') });
      setBusy(false);
    }
  };

  const next = async () => {
    if (step === LAST_STEP) return finish();
    // §4: on the goals step with non-empty goals, Next processes the goals and then advances.
    if (step === 1 && goals.trim()) {
      setBusy(true);
      try {
        localStorage.setItem(STORAGE_KEYS.onboardingGoals, goals.trim());
        await api().user.update({ user_description: goals.trim() });
      } catch {
        notifyError(ERROR_MESSAGES.goals);
        setBusy(false);
        return;
      }
      setBusy(false);
    }
    setStep(step + 1);
  };

  const skippable = step === 2 || step === 3;

  return (
    <CenteredShell wide header={<Header />}>
      <div className={cardClass}>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: 'sm',
            color: 'fg.muted',
            mb: '2',
          })}
        >
          <span>
            Step {step + 1} of {ONBOARDING_STEPS.length}
          </span>
          <span>{percent}% Complete</span>
        </div>
        <ProgressBar aria-label="Onboarding progress" value={percent} className={css({ mb: '6' })} />

        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>
          {step === 0 ? 'Welcome to Rapport' : ONBOARDING_STEPS[step]}
        </h1>

        <div className={css({ minH: '40' })}>
          {step === 0 ? (
            <p className={css({ color: 'fg.muted' })}>
              Rapport keeps your customer relationships in one place. Chat with an assistant that knows your
              mailbox, post updates about deals and meetings, and import your contacts. This takes about two
              minutes.
            </p>
          ) : null}
          {step === 1 ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <p className={css({ color: 'fg.muted', mb: '2' })}>
                Tell us what you want to achieve. The assistant uses it to help you.
              </p>
              <label htmlFor={goalsId} className={labelClass}>
                Your goals
              </label>
              <textarea
                id={goalsId}
                rows={5}
                className={textarea()}
                value={goals}
                onChange={(e) => setGoals(e.target.value)}
                placeholder="e.g. Follow up with every lead within two days and grow renewals."
              />
              <div>
                <Button variant="ghost" size="sm" onClick={() => showComingSoon('Voice recording')}>
                  <MicIcon size={18} /> Record your goals (coming soon)
                </Button>
              </div>
            </div>
          ) : null}
          {step === 2 ? (
            <div>
              <p className={css({ color: 'fg.muted', mb: '4' })}>
                Import your contacts from a CSV file. You can also do this later.
              </p>
              <CsvImport onProcessed={() => undefined} />
            </div>
          ) : null}
          {step === 3 ? <ConnectEmail /> : null}
          {step === 4 ? (
            <p className={css({ color: 'fg.muted' })}>
              Your workspace is ready. Ask questions in Query Mode, post updates in Input Mode, and watch your
              data come to life.
            </p>
          ) : null}
        </div>

        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '3',
            mt: '8',
            flexWrap: 'wrap',
          })}
        >
          <div>
            {step >= 1 ? (
              <Button variant="outline" onClick={() => setStep(step - 1)} disabled={busy}>
                Back
              </Button>
            ) : null}
          </div>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {skippable ? (
              <Button variant="ghost" onClick={() => setStep(step + 1)} disabled={busy}>
                Skip for now
              </Button>
            ) : null}
            <Button
              onClick={() => void next()}
              loading={busy}
              loadingText={step === LAST_STEP ? 'Finishing...' : 'Saving...'}
            >
              {step === LAST_STEP ? 'Continue' : 'Next'}
            </Button>
          </div>
        </div>
      </div>
    </CenteredShell>
  );
}

function ConnectEmail() {
  const status = useQuery({
    queryKey: MAILBOX_STATUS_KEY,
    queryFn: () => api().mailbox.status(),
    retry: false,
  });
  const providers = useMailboxProviders();
  const demo = useDemoMailbox();
  const gmail = useConnectGmail('onboarding');
  const microsoft = useConnectMicrosoft('onboarding');
  const [otherOpen, setOtherOpen] = useState(false);

  if (status.data?.connected) {
    return (
      <p role="status" className={css({ color: 'success' })}>
        {SUCCESS_MESSAGES.mailboxAlreadyConnected.title}
        {status.data.email ? ` (${status.data.email})` : ''}.
      </p>
    );
  }
  const gmailFirst = providers.primary === 'gmail';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ color: 'fg.muted' })}>
        Connect your mailbox so the assistant can answer questions about your emails and contacts. No mail
        account at hand? The demo mailbox shows how it works in under a minute.
      </p>
      {providers.ready ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {gmailFirst ? (
            <Button onClick={gmail.connect} loading={gmail.connecting} loadingText="Connecting...">
              Connect Gmail
            </Button>
          ) : null}
          {providers.available.includes('microsoft') ? (
            <Button
              variant={gmailFirst ? 'outline' : 'solid'}
              onClick={() => void microsoft.connect()}
              loading={microsoft.connecting}
              loadingText="Connecting..."
            >
              Connect Microsoft 365 / Outlook
            </Button>
          ) : null}
          {demo ? null : <DemoMailboxButton variant={gmailFirst ? 'outline' : 'solid'} />}
          <Button variant="outline" onClick={() => setOtherOpen(true)}>
            Other mailbox (IMAP, archive)
          </Button>
        </div>
      ) : null}
      {demo ? <DemoMailboxState mailbox={demo} /> : null}
      <ConnectMailbox
        open={otherOpen}
        onClose={() => setOtherOpen(false)}
        place="onboarding"
        initialChoice="imap"
      />
    </div>
  );
}
