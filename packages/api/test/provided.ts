/** What the global setup hands to every API test file (`inject('databaseUrl')`). */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

export {};
