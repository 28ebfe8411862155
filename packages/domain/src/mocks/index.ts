export { buildHealth } from './fixtures.ts';
export { defaultHandlers, errorBody, handlers, mockPath } from './handlers.ts';
