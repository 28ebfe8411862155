/**
 * Spec document 1, sections 2 and 4: the captcha ("Captcha is verified or expired; expiry blocks
 * the form again"). The words around a hosted captcha's widget (Cloudflare Turnstile) are ours;
 * the built-in question's are `captchaLabels` (labels.ts). They live in their own module so that
 * the landing page's critical bundle, which holds labels.ts, does not carry them: only the
 * captcha's lazy chunk does.
 */
export const captchaWidgetLabels = {
  /** While the API says which captcha to show, and while the widget's script loads. */
  loading: 'Loading the captcha…',
  /** The widget's token ran out (or its challenge timed out): Retry renders a fresh widget. */
  expired: 'The captcha expired. Press Retry to verify again.',
  loadFailed: 'The captcha could not load. Check your connection, then press Retry.',
  failed: 'The captcha could not be completed. Press Retry to try again.',
} as const;
