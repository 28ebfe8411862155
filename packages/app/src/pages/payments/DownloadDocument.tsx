import { reviewPayLabels as labels } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Button } from '@cloudexperts/ui';
import * as styles from './payments.css.ts';
import { useDownload } from './useDownload.ts';

/** A payment request's work document, downloaded through the upload capability (`GET /uploads/{id}`). */
export function DownloadDocument({ id, name }: { id: string; name: string }) {
  const api = useApi();
  const { state, download } = useDownload();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={labels.download(name)}
        isPending={state === 'pending'}
        pendingLabel={labels.download(name)}
        onPress={() => download(() => api.getUpload({ params: { id } }), name)}
      >
        {name}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className={styles.muted}>
          {labels.downloadFailed}
        </span>
      ) : null}
    </>
  );
}
