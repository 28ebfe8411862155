import { aiHelperLabels, endpoints, errorCodes, errorMessages, serverMessages } from '@cloudexperts/domain';
import { buildGenerateAboutMeResponse, errorBody, handlers, hang, mockPath } from '@cloudexperts/domain/mocks';
import { Button, Stack, Text } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { AboutMeGenerator } from './AboutMeGenerator.tsx';

const labels = aiHelperLabels.aboutMe;
const written = buildGenerateAboutMeResponse().about_me;

/** The generator as step 1 of the wizard opens it, with the About Me it gave shown beside the button. */
function AboutMeGeneratorDemo({
  defaultOpen = true,
  onApply,
}: {
  defaultOpen?: boolean;
  onApply?: (aboutMe: string) => void;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [aboutMe, setAboutMe] = useState('');
  return (
    <Stack gap="sm">
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {labels.open}
        </Button>
      </div>
      {aboutMe ? <Text data-testid="about-me">{aboutMe}</Text> : null}
      <AboutMeGenerator
        isOpen={isOpen}
        onOpenChange={setOpen}
        onApply={(text) => {
          setAboutMe(text);
          onApply?.(text);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Flows/About Me generator',
  component: AboutMeGeneratorDemo,
  decorators: [withFlowInspector],
  args: { onApply: fn() },
  parameters: { docs: { story: { inline: false, height: '34rem' } } },
} satisfies Meta<typeof AboutMeGeneratorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 5000 };
/** The dialog, once it has finished appearing (it fades in). */
async function dialog() {
  const modal = await screen.findByRole('dialog', { name: labels.title });
  await waitFor(() => expect(modal).toBeVisible());
  return modal;
}
const pointsField = (modal: HTMLElement) => within(modal).getByRole('textbox', { name: labels.points });
const generateButton = (modal: HTMLElement) => within(modal).getByRole('button', { name: labels.generate });
const points = '- 8 years of AWS{Enter}- Led migrations of 40 services to Kubernetes';

/** Opens with the points field focused; Generate is offered once something is typed. */
export const Idle: Story = {
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard(points);
    await expect(generateButton(modal)).toBeEnabled();
  },
};

/** Blank points (nothing, or only spaces and new lines): Generate stays disabled, nothing is sent. */
export const BlankDisabled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await expect(generateButton(modal)).toBeDisabled();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard('   {Enter}  ');
    await expect(generateButton(modal)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByTestId('flow-state')).toHaveTextContent('editing');
  },
};

/** While the About Me is written: the button shows its pending state, the points are read-only. */
export const Generating: Story = {
  beforeEach({ msw }) {
    msw.use(hang('generateAboutMe'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard(points);
    await userEvent.click(generateButton(modal));
    await waitFor(() => expect(within(canvasElement).getByTestId('flow-state')).toHaveTextContent('generating'));
    await expect(within(modal).getByRole('status')).toHaveTextContent(labels.generating);
    await expect(pointsField(modal)).toHaveAttribute('readonly');
  },
};

/** Written: the text is shown for review, its heading focused. */
export const Success: Story = {
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard(points);
    await userEvent.click(generateButton(modal));
    await waitFor(() => expect(within(modal).getByText(written)).toBeVisible(), LOAD);
    await waitFor(() => expect(within(modal).getByRole('heading', { name: labels.result })).toHaveFocus());
    await expect(within(modal).getByRole('button', { name: labels.use })).toBeEnabled();
  },
};

/** Use this text hands the text over and closes; focus goes back to the button that opened it. */
export const Applied: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: labels.open });
    await userEvent.click(opener);
    const modal = await dialog();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard(points);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await userEvent.click(await within(modal).findByRole('button', { name: labels.use }, LOAD));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('about-me')).toHaveTextContent(written);
    await expect(args.onApply).toHaveBeenCalledWith(written);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The writer failed: the spec's message, exactly, with Retry; the points stay. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.generateAboutMe.failure);
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard(points);
    await userEvent.click(generateButton(modal));
    await expect(await within(modal).findByRole('alert', {}, LOAD)).toHaveTextContent(
      "Sorry, I couldn't generate the summary. Please try again.",
    );
    await expect(within(modal).getByRole('button', { name: labels.retry })).toBeEnabled();
    await expect(pointsField(modal)).toHaveValue('- 8 years of AWS\n- Led migrations of 40 services to Kubernetes');
  },
};

/** It fails once; Retry (by keyboard, the focus stays on the button) writes the text. */
export const FailureThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(
        mockPath(endpoints.generateAboutMe.path),
        () => HttpResponse.json(errorBody(errorCodes.aiUnavailable, errorMessages.aiWriterFailed), { status: 503 }),
        { once: true },
      ),
    );
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard(points);
    await userEvent.click(generateButton(modal));
    const retry = await within(modal).findByRole('button', { name: labels.retry }, LOAD);
    await expect(within(modal).getByRole('alert')).toHaveTextContent(errorMessages.aiWriterFailed);
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(modal).getByText(written)).toBeVisible(), LOAD);
    await expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The server refuses the points (422): its message under them, no Retry. */
export const PointsRefused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.generateAboutMe.invalid);
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(pointsField(modal)).toHaveFocus());
    await userEvent.keyboard('•');
    await userEvent.click(generateButton(modal));
    await waitFor(() => expect(within(modal).getByText(serverMessages.bulletPointsRequired)).toBeVisible(), LOAD);
    await expect(pointsField(modal)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Escape closes it without a call; focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: labels.open });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
