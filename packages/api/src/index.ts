export { createApp } from './app.ts';
export type { CreateAppOptions } from './app.ts';
export type { AppContext } from './context.ts';
export { loadConfig } from './config.ts';
export type { Config } from './config.ts';
export { migrateToLatest, openDatabase } from './db/database.ts';
export type { Database, DatabaseOptions } from './db/database.ts';
export { AppError } from './http/errors.ts';
export { startServer } from './server.ts';
