import { staffContractLabels as labels, type StaffThreadMessage } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Composer } from '../messages/Composer.tsx';

/**
 * The staff message box (the contract page's and /messages'): the participants' composer without
 * attachments (a staff message is text only), posting as staff on the contract
 * (`POST /staff/contracts/{id}/messages`, recorded in the staff actions); what was sent comes back
 * with the staff member as its author.
 */
export function StaffComposer({
  contractId,
  onSent,
}: {
  contractId: number;
  onSent: (message: StaffThreadMessage) => void;
}) {
  const api = useApi();
  return (
    <Composer
      withAttachments={false}
      label={labels.messageField}
      sendLabel={labels.send}
      sendingLabel={labels.sending}
      send={async (body) => (await api.staffPostMessage({ params: { id: contractId }, body: { body } })).message}
      onSent={(message) => {
        onSent({ ...message, author: message.staff ?? { name: '', role: 'support' } });
      }}
    />
  );
}
