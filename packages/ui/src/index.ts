// The public surface of @cloudexperts/ui, one barrel per group so that groups grow independently.
// Page-wide base styles are a separate entry: import '@cloudexperts/ui/global.css' once per app.
export * from './exports/foundations.ts';
export * from './exports/actions.ts';
export * from './exports/fields.ts';
export * from './exports/pickers.ts';
export * from './exports/dates.ts';
export * from './exports/feedback.ts';
export * from './exports/overlays.ts';
export * from './exports/navigation.ts';
export * from './exports/display.ts';
