import { saveBlob } from '@cloudexperts/flows';
import { useState } from 'react';

/** A file fetched through the client and saved (`saveBlob`): pending while it comes, failed if it does not. */
export function useDownload() {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const download = (fetchFile: () => Promise<Blob>, name: string) => {
    setState('pending');
    fetchFile().then(
      (file) => {
        setState('idle');
        saveBlob(file, name);
      },
      () => {
        setState('failed');
      },
    );
  };
  return { state, download };
}
