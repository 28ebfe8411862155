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
