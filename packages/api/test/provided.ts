/** What the global setup hands to every API test file (`inject('databaseUrl')`). */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
    /** With PGlite: a migrated database's data directory (a tar file) each test database starts from. */
    pgliteTemplate: string | null;
  }
}

export {};
