/**
 * A job id from the path: a positive whole number of at most 15 digits (a safe integer), else
 * undefined, and the page is then not found without asking the API.
 */
export function jobIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,15}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}
