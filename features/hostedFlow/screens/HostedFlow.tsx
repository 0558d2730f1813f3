import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { DEFAULT_HOSTED_CONFIG } from '~/contract/reference/hostedConfigDefaults';
import { createHostedApi, hostedAuth, HostedApiError, type HostedApi, type HostedSession, type HostedTransaction } from '../api/hostedApi';
import { FlowLayout } from '../components/FlowLayout';
import { attributeLookup, awaitedFields, flowSteps, toInputData, validateStep, type AttributeLookup, type FieldValues, type FlowField } from '../model/flowSteps';
import { parseParentMessage } from '~/contract/hostedFlow/frameMessages';
import { isFramed as detectFramed, postToParent } from '../model/frameMessages';
import type { HostedFlowOptions } from '~/contract/hostedFlow/options';
import { clearProgress, loadProgress, progressKey, saveProgress } from '../model/persistence';
import { themeVariables, type HostedConfig } from '../model/theme';
import { AwaitingScreen, StartScreen, StepScreen } from './FormScreens';
import { LinkErrorScreen, LoadingScreen, OutcomeScreen, ProgressScreen } from './StatusScreens';

export interface HostedFlowProps {
  options: HostedFlowOptions;
  /** Inside the console's Tryout or Preview frame (detected by default). */
  framed?: boolean;
  /** Poll interval while PROCESSING, in ms (2 s). */
  pollIntervalMs?: number;
  /** Follows the redirect of a completed QuickLink transaction (location.assign by default). */
  redirect?: (url: string) => void;
  /** Wait before redirecting, in ms, so the outcome is seen (2 s). */
  redirectDelayMs?: number;
  /** Today, for date-of-birth checks (stories fix it). */
  today?: Date;
}

type Phase =
  | { name: 'loading' }
  | { name: 'error'; title: string; message: string; retry: boolean }
  | { name: 'form' }
  | { name: 'submitting' }
  | { name: 'awaiting'; transaction: HostedTransaction }
  | { name: 'processing'; transaction: HostedTransaction }
  | { name: 'done'; transaction: HostedTransaction };

const SUPPORT = 'Ask the organisation that sent it for a new link.';

const LIMIT_REACHED = 'Transaction limit reached';

/** The error screen of a refusal or failure: the server's message as the title, its description below. */
function errorPhase(error: unknown): Phase {
  if (error instanceof HostedApiError) {
    if (error.status === 401) return { name: 'error', title: error.message, message: error.description || SUPPORT, retry: false };
    if (error.status === 403) return { name: 'error', title: error.message, message: error.description || `This link has been turned off. ${SUPPORT}`, retry: false };
    if (error.status === 422 && error.message === LIMIT_REACHED) return { name: 'error', title: LIMIT_REACHED, message: `This link has been used as many times as it allows. ${SUPPORT}`, retry: false };
    if (error.status === 422) return { name: 'error', title: error.message, message: error.description || SUPPORT, retry: false };
    if (error.status === 404) return { name: 'error', title: 'This verification is not available', message: `${error.detail} ${SUPPORT}`, retry: false };
    return { name: 'error', title: 'Something went wrong', message: error.detail, retry: true };
  }
  return { name: 'error', title: 'Something went wrong', message: 'Please try again in a moment.', retry: true };
}

const assignLocation = (url: string) => window.location.assign(url);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The input-attribute catalogue, in its own chunk; the flow works without it (plain fields). */
function loadAttributes(): Promise<AttributeLookup> {
  return import('~/contract/reference/catalogue/inputAttributes').then(
    (module) => attributeLookup(module.INPUT_ATTRIBUTES),
    () => new Map(),
  );
}

/**
 * The hosted end-user flow (document 2 §2.11, document 3 §3, docs/adr/0026): loads the session,
 * asks for the inputs step by step, runs the transaction, asks for awaited values, polls while
 * processing and ends on the outcome (or the QuickLink's redirect). Progress survives a reload.
 */
export function HostedFlow({ options, framed = detectFramed(), pollIntervalMs = 2000, redirect = assignLocation, redirectDelayMs = 2000, today = new Date() }: HostedFlowProps) {
  const needsParentAuth = framed && !options.webt;
  const [orgId, setOrgId] = useState<string | null>(needsParentAuth ? null : options.orgId);
  const [liveTheme, setLiveTheme] = useState<HostedConfig | null>(null);
  const [session, setSession] = useState<HostedSession | null>(null);
  const [attributes, setAttributes] = useState<AttributeLookup>(() => new Map());
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = progressKey({ quicklinkId: options.quicklinkId, workflowId: options.workflowId, mode: options.mode });
  const saved = useMemo(() => loadProgress(key), [key]);
  const [values, setValues] = useState<FieldValues>(saved.values ?? {});
  const [stepIndex, setStepIndex] = useState(saved.stepIndex ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);

  const api: HostedApi | null = useMemo(() => (orgId ? createHostedApi(options.baseUrl, hostedAuth(options, orgId)) : null), [options, orgId]);

  // Framed: say we are ready, then take the organisation and live themes from the console.
  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      const message = parseParentMessage(event, window.location.origin);
      if (message?.type === 'veriflow:auth' && needsParentAuth) setOrgId(message.orgId);
      if (message?.type === 'veriflow:theme') setLiveTheme(message.theme);
    };
    window.addEventListener('message', onMessage);
    postToParent({ type: 'veriflow:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, [framed, needsParentAuth]);

  const report = useCallback(
    (transaction: HostedTransaction) => {
      if (framed) postToParent({ type: 'veriflow:transaction', transactionId: transaction.transactionId, outcome: transaction.outcome ?? transaction.status });
    },
    [framed],
  );

  /** Moves to the screen of the transaction's status. */
  const show = useCallback(
    (transaction: HostedTransaction) => {
      saveProgress(key, { transactionId: transaction.transactionId });
      setErrors({});
      setSubmitError(null);
      if (transaction.status === 'AWAITING') {
        setValues({});
        setPhase({ name: 'awaiting', transaction });
      } else if (transaction.status === 'PROCESSING') setPhase({ name: 'processing', transaction });
      else setPhase({ name: 'done', transaction });
    },
    [key],
  );

  // Load: the session, then the saved transaction if any.
  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const [loaded, lookup] = await Promise.all([api.getSession(options.workflowId, controller.signal), loadAttributes()]);
        setAttributes(lookup);
        setSession(loaded);
        const transactionId = loadProgress(key).transactionId;
        if (transactionId) {
          try {
            const transaction = await api.getTransaction(transactionId, controller.signal);
            report(transaction);
            show(transaction);
            return;
          } catch (error) {
            if (!(error instanceof HostedApiError && error.status === 404)) throw error;
            clearProgress(key);
          }
        }
        if (loaded.transactionsRemaining === 0) {
          setPhase(errorPhase(new HostedApiError(422, LIMIT_REACHED)));
          return;
        }
        setPhase({ name: 'form' });
      } catch (error) {
        if (!controller.signal.aborted) setPhase(errorPhase(error));
      }
    })();
    return () => controller.abort();
  }, [api, options.workflowId, key, show, report, attempt]);

  // PROCESSING: poll every 2 s until the status changes.
  const processingId = phase.name === 'processing' ? phase.transaction.transactionId : null;
  useEffect(() => {
    if (!api || !processingId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      timer = setTimeout(() => {
        api.getTransaction(processingId, controller.signal).then(
          (transaction) => {
            if (transaction.status === 'PROCESSING') poll();
            else {
              report(transaction);
              show(transaction);
            }
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            // A dropped connection while polling: keep polling; a refusal ends the flow.
            if (error instanceof HostedApiError && error.status === 0) poll();
            else setPhase(errorPhase(error));
          },
        );
      }, pollIntervalMs);
    };
    poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, processingId, pollIntervalMs, report, show]);

  // COMPLETED with a redirect: go there after a moment.
  const redirectUrl = phase.name === 'done' && phase.transaction.status === 'COMPLETED' ? phase.transaction.redirectUrl : null;
  useEffect(() => {
    if (!redirectUrl) return;
    const timer = setTimeout(() => redirect(redirectUrl), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [redirectUrl, redirect, redirectDelayMs]);

  const steps = useMemo(() => (session ? flowSteps(session.inputDetails, attributes) : []), [session, attributes]);
  const allFields = useMemo(() => steps.flatMap((step) => step.fields), [steps]);
  const currentStep = Math.min(stepIndex, Math.max(0, steps.length - 1));

  const change = (fieldKey: string, value: string) => {
    const next = { ...values, [fieldKey]: value };
    setValues(next);
    if (errors[fieldKey]) setErrors(({ [fieldKey]: _, ...rest }) => rest);
    if (phase.name === 'form') saveProgress(key, { stepIndex: currentStep, values: next });
  };

  const upload = useCallback(
    async (file: File) => {
      if (!api) throw new Error('not ready');
      try {
        // The input's value is the document's address on the server (image inputs take a reference, not an id).
        return (await api.uploadDocument(file)).value;
      } catch (error) {
        throw new Error(error instanceof HostedApiError ? error.detail : 'Try again.');
      }
    },
    [api],
  );

  const run = async (action: () => Promise<HostedTransaction>, back: Phase) => {
    setPhase({ name: 'submitting' });
    try {
      const transaction = await action();
      report(transaction);
      show(transaction);
    } catch (error) {
      if (error instanceof HostedApiError && (error.status === 401 || error.status === 403 || error.status === 422)) {
        setPhase(errorPhase(error));
        return;
      }
      setPhase(back);
      setSubmitError(error instanceof HostedApiError ? error.detail : 'Something went wrong. Please try again.');
    }
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-hosted-flow] [aria-invalid="true"]')?.focus());
  };

  const continueStep = () => {
    if (!api) return;
    const found = validateStep(steps[currentStep]?.fields ?? [], values, today);
    setErrors(found);
    setSubmitError(null);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    if (currentStep < steps.length - 1) {
      setStepIndex(currentStep + 1);
      saveProgress(key, { stepIndex: currentStep + 1, values });
      return;
    }
    void run(() => api.startTransaction(options.workflowId, toInputData(allFields, values)), { name: 'form' });
  };

  const theme = liveTheme ?? session?.theme ?? DEFAULT_HOSTED_CONFIG;
  const themeStyle = useMemo(() => themeVariables(theme) as CSSProperties, [theme]);
  const todayIso = isoDay(today);

  let screen: ReactNode;
  switch (phase.name) {
    case 'loading':
      screen = <LoadingScreen />;
      break;
    case 'error':
      screen = <LinkErrorScreen title={phase.title} message={phase.message} onRetry={
            phase.retry
              ? () => {
                  setPhase({ name: 'loading' });
                  setAttempt((n) => n + 1);
                }
              : undefined
          } />;
      break;
    case 'submitting':
      screen = <ProgressScreen title="Submitting your verification" message="Please keep this page open." />;
      break;
    case 'form': {
      const step = steps[currentStep];
      screen = step ? (
        <StepScreen
          step={step}
          stepIndex={currentStep}
          stepCount={steps.length}
          onBack={
            currentStep > 0
              ? () => {
                  setErrors({});
                  setSubmitError(null);
                  setStepIndex(currentStep - 1);
                  saveProgress(key, { stepIndex: currentStep - 1, values });
                }
              : null
          }
          onContinue={continueStep}
          values={values}
          errors={errors}
          onChange={change}
          upload={upload}
          today={todayIso}
          submitError={submitError}
        />
      ) : (
        // A workflow that asks for nothing up front starts on a press.
        <StartScreen onStart={continueStep} submitError={submitError} />
      );
      break;
    }
    case 'awaiting': {
      const transaction = phase.transaction;
      const fields: FlowField[] = session ? awaitedFields(session.inputDetails, transaction.awaitingKeys, attributes) : [];
      screen = (
        <AwaitingScreen
          fields={fields}
          values={values}
          errors={errors}
          onChange={change}
          upload={upload}
          today={todayIso}
          submitError={submitError}
          onSubmit={() => {
            if (!api) return;
            const found = validateStep(fields, values, today);
            setErrors(found);
            if (Object.keys(found).length > 0) return focusFirstError(found);
            void run(() => api.resumeTransaction(transaction.transactionId, toInputData(fields, values)), phase);
          }}
        />
      );
      break;
    }
    case 'processing':
      screen = <ProgressScreen title="Checking your details" message="This usually takes a few seconds. Please keep this page open." />;
      break;
    case 'done': {
      const transaction = phase.transaction;
      screen = (
        <OutcomeScreen
          status={transaction.status === 'ERROR' ? 'ERROR' : 'COMPLETED'}
          outcome={transaction.outcome}
          message={transaction.message}
          transactionId={transaction.transactionId}
          redirectUrl={redirectUrl}
          onRestart={
            options.mode === 'quicklink'
              ? undefined
              : () => {
                  clearProgress(key);
                  setValues({});
                  setStepIndex(0);
                  setPhase({ name: 'form' });
                }
          }
        />
      );
      break;
    }
  }

  return (
    <FlowLayout themeStyle={themeStyle} logo={theme.branding.logo} brandName={session?.workflowName ?? 'Verification'}>
      {screen}
    </FlowLayout>
  );
}
