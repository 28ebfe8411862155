/**
 * What the API answers on the client calls (spec document 2, section 7: GET /project_managers,
 * /project_managers/{id}, /client_history/; the spec shows no message, these are ours). A module
 * of its own, off the landing page's path.
 */
export const clientServerMessages = {
  notFound: 'Client not found.',
  invalidId: 'This is not a valid client id.',
} as const;
