import { bookCallMessages, errorMessages, serverMessages, signUpMessages, successMessages } from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { ToastRegion, createToastQueue } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { BookCall } from './BookCall.tsx';

/** The section as the landing page shows it, with a toast region of its own (the app shell has one). */
function BookCallDemo() {
  const [queue] = useState(() => createToastQueue());
  useEffect(() => () => queue.clear(), [queue]);
  return (
    <>
      <BookCall toastQueue={queue} />
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Flows/Book a call',
  component: BookCallDemo,
  decorators: [withFlowInspector],
} satisfies Meta<typeof BookCallDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: HTMLElement) => within(canvas).getByRole('region', { name: "Let's have a chat" });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const field = (canvas: HTMLElement, name: string) => within(section(canvas)).getByRole('textbox', { name });

/** Tabs into the form and types the four fields; focus ends on the Book a call button. */
async function fillByKeyboard({
  name = 'Grace Hopper',
  email = 'grace@example.com',
  phone = '4155550123',
  message = 'We would like to move our data platform to AWS.',
} = {}) {
  await userEvent.tab();
  await userEvent.keyboard(name);
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab(); // the phone's country picker (United States)
  await userEvent.tab();
  await userEvent.keyboard(phone);
  await userEvent.tab();
  await userEvent.keyboard(message);
  await userEvent.tab();
}

/** The empty form. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Name')).toHaveValue('');
    await expect(within(section(canvasElement)).getByRole('button', { name: 'Book a call' })).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing.idle');
  },
};

/** 'Book a call' with nothing typed: every field says "This field can't be blank." and Name gets focus. */
export const FieldsRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(form).getByRole('button', { name: 'Book a call' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(form).getAllByText(bookCallMessages.fieldBlank)).toHaveLength(4));
    await expect(field(canvasElement, 'Name')).toHaveFocus();
  },
};

/** A malformed email and a number that is not a phone number. */
export const EmailAndPhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await fillByKeyboard({ email: 'grace@example', phone: '12345' });
    await userEvent.keyboard('{Enter}');
    await expect(await within(form).findByText(bookCallMessages.emailInvalid)).toBeVisible();
    await expect(within(form).getByText(signUpMessages.phoneInvalid)).toBeVisible();
    await expect(field(canvasElement, 'Email')).toHaveFocus();
  },
};

/** While the call is sent the button reads 'Booking...' and the machine accepts nothing. */
export const Booking: Story = {
  beforeEach({ msw }) {
    msw.use(hang('bookCall'));
  },
  play: async ({ canvasElement }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('booking'));
    await expect(within(section(canvasElement)).getByRole('button', { name: /Booking\.\.\./ })).toBeVisible();
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** Completed by keyboard only: the toast says 'We will get back to you shortly with details.', the form empties. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(successMessages.bookCall)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing.booked');
    await expect(field(canvasElement, 'Name')).toHaveValue('');
    await expect(within(section(canvasElement)).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(within(section(canvasElement)).getByRole('textbox', { name: /Phone/ })).toHaveValue('');
  },
};

/** The server refuses the email (422): its message shows as an alert and under the field; nothing typed is lost. */
export const ServerRejects: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bookCall.invalid);
  },
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await within(form).findByRole('alert')).toHaveTextContent(bookCallMessages.emailInvalid);
    await expect(field(canvasElement, 'Email')).toHaveValue('grace@example.com');
    await expect(field(canvasElement, 'Name')).toHaveValue('Grace Hopper');
  },
};

/** Too many bookings from this address (429): the server's message. */
export const TooManyRequests: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bookCall.tooMany);
  },
  play: async ({ canvasElement }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await within(section(canvasElement)).findByRole('alert')).toHaveTextContent(
      serverMessages.tooManyRequests,
    );
  },
};

/** A server failure (500): the server's error. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bookCall.serverError);
  },
  play: async ({ canvasElement }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await within(section(canvasElement)).findByRole('alert')).toHaveTextContent(
      serverMessages.internalError,
    );
    await expect(within(section(canvasElement)).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'We would like to move our data platform to AWS.',
    );
  },
};

/** No answer at all: 'Network error. Please check your connection and try again.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('bookCall'));
  },
  play: async ({ canvasElement }) => {
    await fillByKeyboard();
    await userEvent.keyboard('{Enter}');
    await expect(await within(section(canvasElement)).findByRole('alert')).toHaveTextContent(
      errorMessages.networkError,
    );
  },
};
