import { captchaLabels, projectEnquiryLabels } from '@cloudexperts/domain';
import { buildCaptchaChallenge, CAPTCHA_ANSWER } from '@cloudexperts/domain/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabToElement } from './keyboard.ts';

/**
 * Story steps of the 'Tell us about your Projects' form, in its modal (the landing page) or on its
 * page (/tell-us-about-company): `container` is the dialog or the page's form card.
 */

/** Tab to Name, then type each field in turn (Tab between them; the phone, optional, stays empty). */
export async function fillEnquiryByKeyboard(container: HTMLElement, message: string) {
  await tabToElement(await within(container).findByRole('textbox', { name: 'Name' }, LOAD));
  await userEvent.keyboard('Ada Lovelace');
  await userEvent.tab();
  await userEvent.keyboard('ada@acme.io');
  await userEvent.tab(); // the phone's country picker (United States)
  await userEvent.tab(); // the phone: optional
  await userEvent.tab();
  await userEvent.keyboard('Acme');
  await userEvent.tab();
  await userEvent.keyboard(message);
}

/** Tab to the captcha, type the answer, Enter: verified. */
export async function solveCaptcha(container: HTMLElement) {
  const answer = await within(container).findByRole('textbox', { name: buildCaptchaChallenge().prompt }, LOAD);
  await tabToElement(answer);
  await userEvent.keyboard(CAPTCHA_ANSWER);
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(within(container).getByRole('group', { name: captchaLabels.legend })).toHaveTextContent(
      captchaLabels.verified,
    ),
  );
}

/** Tab to Submit and press Enter. */
export async function submitEnquiry(container: HTMLElement) {
  await tabToElement(within(container).getByRole('button', { name: projectEnquiryLabels.submit }));
  await userEvent.keyboard('{Enter}');
}
