/**
 * One folder per multi-step flow (headless XState v5 machine, model-based tests, React view,
 * stories). The account flows arrive with issue 5; this entry point re-exports each of them.
 */
export {};
