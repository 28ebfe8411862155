import { useEffect, useRef } from 'react';

/**
 * What arrives in an open thread is read (the reader has it open): once per newer message from
 * someone else, when the thread had unread messages or one arrived live, `mark` sends the read
 * point up to it (the parties' call or the staff's) and applies the answer.
 */
export function useMarkThreadRead(
  newestIncoming: number,
  unreadCount: number | undefined,
  arrivedHere: number,
  mark: (upTo: number) => void,
) {
  const readUpTo = useRef(0);
  useEffect(() => {
    if (newestIncoming === 0 || newestIncoming <= readUpTo.current) return;
    if (unreadCount === 0 && arrivedHere === 0) return;
    readUpTo.current = newestIncoming;
    mark(newestIncoming);
  }, [newestIncoming, unreadCount, arrivedHere, mark]);
}
