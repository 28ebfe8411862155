import { joinInterviewLabels as labels, type Interview } from '@cloudexperts/domain';
import { Button, Dialog, Modal, Text } from '@cloudexperts/ui';
import { useMemo, useState } from 'react';
import { useApi } from '../shared/api.tsx';
import { saveBlob } from '../shared/saveBlob.ts';
import type { PopupHostProps } from '../Popups/registry.ts';
import { useFlow } from '../shared/useFlow.ts';
import { joinInterviewMachine } from './joinInterview.machine.ts';

type Shown = Pick<
  Interview,
  | 'starts_at'
  | 'ends_at'
  | 'meeting_url'
  | 'candidate'
  | 'manager_name'
  | 'platform_label'
  | 'duration'
  | 'local_time'
  | 'agenda'
  | 'file'
>;

export interface JoinInterviewPopupProps extends PopupHostProps {
  interview: Shown;
  /** How the meeting opens. @default a 600x700 window (section 7) */
  openMeeting?: ((url: string) => void) | undefined;
  /** The time the popup opens at (ms; stories fix it). @default Date.now() */
  now?: number | undefined;
}

/**
 * The interview's file, downloaded through the API with the reader's token (`GET /uploads/{id}`:
 * the manager's own document, or one the candidate's interview carries); a plain link would go
 * without the token and be refused.
 */
function InterviewFile({ file }: { file: NonNullable<Shown['file']> }) {
  const api = useApi();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const download = () => {
    setState('downloading');
    api.getUpload({ params: { id: file.id } }).then(
      (blob) => {
        saveBlob(blob, file.name);
        setState('idle');
      },
      () => {
        setState('failed');
      },
    );
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        isPending={state === 'downloading'}
        pendingLabel={file.name}
        aria-label={labels.downloadFile(file.name)}
        onPress={download}
      >
        {file.name}
      </Button>
      {state === 'failed' ? <Text role="alert">{labels.downloadFailed}</Text> : null}
    </>
  );
}

const openWindow = (url: string) => {
  window.open(url, labels.windowName, labels.windowFeatures);
};

function JoinDialog({
  interview,
  openMeeting,
  now,
  onClose,
}: Omit<JoinInterviewPopupProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const machine = useMemo(
    () =>
      joinInterviewMachine.provide({
        actions: {
          openMeeting: ({ context }) => {
            if (context.meetingUrl !== null) (openMeeting ?? openWindow)(context.meetingUrl);
          },
        },
      }),
    [openMeeting],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { starts_at: interview.starts_at, ends_at: interview.ends_at, meetingUrl: interview.meeting_url, now },
  });
  const local = interview.local_time;
  const state = snapshot.matches({ active: 'open' })
    ? 'open'
    : snapshot.matches({ active: 'over' })
      ? 'over'
      : 'waiting';
  return (
    <Dialog
      title={labels.title}
      closeLabel={labels.close}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {labels.close}
          </Button>
          <Button isDisabled={!snapshot.can({ type: 'join' })} onPress={() => send({ type: 'join' })}>
            {labels.join}
          </Button>
        </>
      }
    >
      <dl>
        <dt>{labels.candidate}</dt>
        <dd>{interview.candidate.name}</dd>
        <dt>{labels.organiser}</dt>
        <dd>{interview.manager_name}</dd>
        <dt>{labels.type}</dt>
        <dd>{interview.platform_label}</dd>
        <dt>{labels.duration}</dt>
        <dd>{`${String(interview.duration)} min`}</dd>
        <dt>{labels.date}</dt>
        <dd>{local.date}</dd>
        <dt>{labels.time}</dt>
        <dd>{`${local.time}–${local.end_time} ${local.zone_name} (${local.timezone})`}</dd>
        <dt>{labels.agenda}</dt>
        <dd>{interview.agenda}</dd>
        {interview.file ? (
          <>
            <dt>{labels.files}</dt>
            <dd>
              <InterviewFile file={interview.file} />
            </dd>
          </>
        ) : null}
      </dl>
      <Text role="status" data-visual-mask>
        {labels[state]}
      </Text>
    </Dialog>
  );
}

/**
 * JOIN_INTERVIEW_POPUP (spec document 2, sections 2, 3, 4, 7 and 9): the interview as its reader
 * sees it (their own time, the zone named) and Join, enabled from 15 minutes before the start
 * until the end, re-checked every 30 s; Join opens the meeting in a 600x700 window.
 */
export function JoinInterviewPopup({ isOpen, onOpenChange, ...props }: JoinInterviewPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <JoinDialog {...props} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}
