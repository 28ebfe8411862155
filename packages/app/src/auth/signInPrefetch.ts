/**
 * Code a sign-in will need (the signed-in route tables), fetched while the form is filled in. The
 * portal layer registers the loader, so the auth screens start it without importing the route
 * tables, which import the shell, which opens these screens.
 */
let loader: (() => Promise<unknown>) | undefined;

export function registerSignInPrefetch(load: () => Promise<unknown>): void {
  loader = load;
}

export function prefetchForSignIn(): void {
  loader?.().catch(() => {
    // Signing in fetches it again.
  });
}
