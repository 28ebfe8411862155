import { jobWizardProgress, localIsoDate, postJobWizardLabels as labels, type JobTab } from '@cloudexperts/domain';
import {
  Banner,
  Button,
  Form,
  Heading,
  Inline,
  ProgressBar,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useApi } from '../shared/api.tsx';
import { FlowLoadFailed, FlowLoading } from '../shared/LoadStates.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { useFocusFirstInvalid } from '../SignUp/useFocusFirstInvalid.ts';
import {
  BudgetTab,
  DescriptionTab,
  DetailsTab,
  PreferencesTab,
  SkillsTab,
  TitleTab,
  type TabProps,
} from './PostJobTabs.tsx';
import {
  postJobWizardActors,
  postJobWizardMachine,
  type PostJobForClient,
  type PostJobWizardInput,
  type PostJobWizardOutput,
} from './postJobWizard.machine.ts';

export interface PostJobWizardProps {
  /** Edit mode: the manager's own job, opened where they left it (/edit-a-job-progress/:id). */
  jobId?: number;
  /**
   * The manager's date (YYYY-MM-DD): the expiration date's default and earliest value.
   * @default today in the browser's time zone
   */
  today?: string;
  /** Called once the job is posted, with its id and status (the app then shows the job). */
  onDone?: (output: PostJobWizardOutput) => void;
  /**
   * Staff (Coordinator, Support) posting or editing on behalf of a client: the staff calls, each
   * save recorded; `clientId` names the client a new job is for (the job is theirs).
   */
  forClient?: PostJobForClient;
}

const tabs = [0, 1, 2, 3, 4, 5] as const satisfies readonly JobTab[];
const LAST_TAB: JobTab = 5;

/**
 * The post-job wizard (spec document 2, sections 2 and 3): the six tabs with the progress bar,
 * Back, Next, Reset and, on the last tab, Post Job ('Posting...' in flight). A tab's header jumps
 * to a tab reached before. The job is saved on the server as a draft as the manager goes; a failed
 * save keeps everything typed and says so, with Retry.
 */
export function PostJobWizard({ jobId, today: givenToday, onDone, forClient }: PostJobWizardProps) {
  const api = useApi();
  const [today] = useState(() => givenToday ?? localIsoDate(new Date()));
  const clientId = forClient?.clientId;
  const staff = forClient !== undefined;
  const machine = useMemo(
    () => postJobWizardMachine.provide({ actors: postJobWizardActors(api, staff ? { clientId } : undefined) }),
    [api, staff, clientId],
  );
  const input: PostJobWizardInput = jobId === undefined ? { today } : { jobId, today };
  const { snapshot, send } = useFlow(machine, onDone ? { input, onDone } : { input });
  const { form, errors, tab, lists, postError, questionError } = snapshot.context;
  const formRef = useRef<HTMLFormElement>(null);
  const focus = useFocusFirstInvalid(formRef, errors);
  const titleId = useId();
  const panelHeadingId = useId();
  const postRef = useRef<HTMLButtonElement>(null);
  // Next, Back and Reset start the new tab at its heading, so a screen reader hears where it is; a
  // tab chosen in the tab list keeps the focus there.
  const headingFocus = useRef(false);
  useEffect(() => {
    if (!headingFocus.current) return;
    headingFocus.current = false;
    document.getElementById(panelHeadingId)?.focus();
  }, [tab, panelHeadingId]);
  // A failed post gives the button back its focus (disabling it in flight took it away); the
  // message is an alert, read at once.
  useEffect(() => {
    if (postError) postRef.current?.focus();
  }, [postError]);

  if (snapshot.matches('loading')) return <FlowLoading label={labels.loading} />;
  if (snapshot.matches('loadFailed')) {
    return (
      <FlowLoadFailed
        message={snapshot.context.loadError ?? labels.loadFailed}
        retry={labels.retry}
        onRetry={() => send({ type: 'retry' })}
      />
    );
  }
  if (snapshot.matches('posted')) {
    return (
      <Stack gap="sm" role="status">
        <Heading level={2} size="lg">
          {labels.posted}
        </Heading>
        <Text>{labels.postedDetail}</Text>
      </Stack>
    );
  }

  const posting = snapshot.matches({ editing: { form: 'posting' } });
  const props: TabProps = { form, errors, send, isReadOnly: posting };
  const onLastTab = tab === LAST_TAB;
  const saveFailed = snapshot.context.saveFailure !== undefined;
  const draft = snapshot.matches({ editing: { draft: 'saving' } })
    ? labels.draftSaving
    : saveFailed
      ? labels.draftFailed
      : snapshot.context.savedAt && !snapshot.context.unsaved
        ? labels.draftSaved
        : null;
  // A header is live when the machine would go there (or say why not): earlier tabs, and later ones reached before.
  const disabledKeys = tabs.filter((key) => key !== tab && !snapshot.can({ type: 'tab.select', tab: key })).map(String);
  const moveAndFocusHeading = (event: { type: 'tab.back' } | { type: 'reset' }) => {
    headingFocus.current = true;
    send(event);
  };

  return (
    <Stack as="section" gap="lg" aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        {jobId === undefined ? labels.title : labels.editTitle}
      </Heading>
      <ProgressBar label={labels.progress} value={jobWizardProgress[tab]} />
      <Inline gap="sm" alignItems="center">
        <Text size="sm" tone={saveFailed ? 'danger' : 'muted'} role="status">
          {draft}
        </Text>
        {saveFailed && snapshot.can({ type: 'draft.retry' }) ? (
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'draft.retry' })}>
            {labels.draftRetry}
          </Button>
        ) : null}
      </Inline>
      <Tabs
        selectedKey={String(tab)}
        disabledKeys={disabledKeys}
        keyboardActivation="manual"
        onSelectionChange={(key) => {
          const chosen = Number(key) as JobTab;
          if (chosen === tab) return;
          // A later tab refused because this one fails: its messages show and the first field takes focus.
          focus.submitted();
          send({ type: 'tab.select', tab: chosen });
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          {tabs.map((key) => (
            <Tab key={key} id={String(key)}>
              {labels.tabs[key]}
            </Tab>
          ))}
        </TabList>
        {/* One panel, the tab's own (a new one per tab: React Aria names it after its tab once). */}
        <TabPanel key={tab} id={String(tab)}>
          <Stack gap="lg">
            <Heading level={3} size="md" id={panelHeadingId} tabIndex={-1}>
              {labels.tabs[tab]}
            </Heading>
            {postError ? (
              <Banner tone="error">
                <Inline gap="sm" alignItems="center">
                  <Text>{postError}</Text>
                  <Button variant="secondary" size="sm" onPress={() => send({ type: 'post' })}>
                    {labels.retry}
                  </Button>
                </Inline>
              </Banner>
            ) : null}
            {snapshot.matches({ editing: { lists: 'failed' } }) && (tab === 2 || tab === 4) ? (
              <Banner tone="warning">
                <Inline gap="sm" alignItems="center">
                  <Text>{labels.listsFailed}</Text>
                  <Button variant="secondary" size="sm" onPress={() => send({ type: 'lists.retry' })}>
                    {labels.retry}
                  </Button>
                </Inline>
              </Banner>
            ) : null}
            <Form
              ref={formRef}
              validationBehavior="aria"
              aria-labelledby={panelHeadingId}
              onSubmit={(event) => {
                event.preventDefault();
                focus.submitted();
                if (onLastTab) {
                  send({ type: 'post' });
                  return;
                }
                headingFocus.current = true;
                send({ type: 'tab.next' });
              }}
            >
              {tab === 0 ? <TitleTab {...props} /> : null}
              {tab === 1 ? <DescriptionTab {...props} /> : null}
              {tab === 2 ? <SkillsTab {...props} lists={lists} /> : null}
              {tab === 3 ? (
                <DetailsTab
                  {...props}
                  questionKeys={snapshot.context.questionKeys}
                  canAdd={snapshot.can({ type: 'question.add' })}
                  canRemove={(index) => snapshot.can({ type: 'question.remove', index })}
                  questionError={questionError}
                />
              ) : null}
              {tab === 4 ? <PreferencesTab {...props} lists={lists} /> : null}
              {tab === 5 ? <BudgetTab {...props} /> : null}
              <Inline justifyContent="space-between">
                <Inline gap="sm">
                  {tab > 0 ? (
                    <Button
                      variant="secondary"
                      isDisabled={posting}
                      onPress={() => moveAndFocusHeading({ type: 'tab.back' })}
                    >
                      {labels.back}
                    </Button>
                  ) : null}
                  <Button variant="ghost" isDisabled={posting} onPress={() => moveAndFocusHeading({ type: 'reset' })}>
                    {labels.reset}
                  </Button>
                </Inline>
                {onLastTab ? (
                  // Disabled and labelled 'Posting...' in flight. Not React Aria's pending state: its
                  // announcement names the button, which the posted screen removes.
                  <Button ref={postRef} type="submit" isDisabled={posting}>
                    {posting ? labels.posting : labels.post}
                  </Button>
                ) : (
                  <Button type="submit">{labels.next}</Button>
                )}
              </Inline>
            </Form>
          </Stack>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
