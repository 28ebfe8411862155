/** A thread's messages in id order, each once (a page, earlier pages, what was sent, what arrived). */
export function mergedThread<T extends { id: number }>(...groups: ReadonlyArray<readonly T[]>): T[] {
  const byId = new Map<number, T>();
  for (const group of groups) for (const message of group) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The conversation open in /messages (`?c=<id>`): a positive whole number, else none. */
export function conversationParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('c'));
  return Number.isInteger(id) && id >= 1 && id <= Number.MAX_SAFE_INTEGER ? id : undefined;
}

/** A thread's message as the two helpers below read it. */
interface ThreadMessage {
  id: number;
  mine: boolean;
}

/**
 * What is new in an open thread: the newest message from someone else (0 when there is none), and
 * how many of the live arrivals came after the loaded page.
 */
export function threadNews(
  shown: readonly ThreadMessage[],
  loaded: readonly ThreadMessage[],
  live: readonly ThreadMessage[],
): { newestIncoming: number; arrivedHere: number } {
  const loadedNewest = loaded.at(-1)?.id ?? 0;
  return {
    newestIncoming: shown.reduce((newest, message) => (message.mine ? newest : Math.max(newest, message.id)), 0),
    arrivedHere: live.filter((message) => message.id > loadedNewest).length,
  };
}

/**
 * The thread's newest event, said politely: what arrived here (counted, so each arrival changes the
 * words), or that the reader's own message was sent; otherwise nothing.
 */
export function threadStatus<T extends ThreadMessage>(
  shown: readonly T[],
  sent: readonly ThreadMessage[],
  arrivedHere: number,
  words: { sent: string; arrived: (newest: T, count: number) => string },
): string {
  const newest = shown.at(-1);
  if (newest === undefined) return '';
  if (newest.mine) return sent.some((message) => message.id === newest.id) ? words.sent : '';
  return arrivedHere > 0 ? words.arrived(newest, arrivedHere) : '';
}
