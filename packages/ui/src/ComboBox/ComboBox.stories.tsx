import type { Meta, StoryObj } from '@storybook/react-vite';
import { getCountries } from 'libphonenumber-js';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PickerOption } from '../Select/Select.tsx';
import { ComboBox } from './ComboBox.tsx';

const jobs: PickerOption[] = [
  { id: 'aws-migration', label: 'AWS migration lead' },
  { id: 'azure-architect', label: 'Azure solutions architect' },
  { id: 'gcp-data', label: 'GCP data engineer' },
  { id: 'k8s-platform', label: 'Kubernetes platform engineer' },
  { id: 'finops', label: 'FinOps analyst' },
  { id: 'security', label: 'Cloud security reviewer', isDisabled: true },
  { id: 'terraform', label: 'Terraform module author' },
];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** About 250 countries, as the product's country fields use. */
const countries: PickerOption[] = getCountries()
  .map((code) => ({ id: code, label: regionNames.of(code) ?? code }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Role', items: jobs, placeholder: 'Search roles', onChange: fn(), onInputChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing narrows the list to options that contain the text anywhere, ignoring case. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await userEvent.click(input);
    await userEvent.keyboard('ENG');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'GCP data engineer',
      'Kubernetes platform engineer',
    ]);
  },
};

/** Nothing matches: the open list says so instead of vanishing. */
export const NoMatches: Story = {
  args: { emptyMessage: 'No roles match that search' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await userEvent.click(input);
    await userEvent.keyboard('Mainframe');
    const listbox = await within(document.body).findByRole('listbox');
    // RAC renders the empty state as the list's single (non-selectable) entry.
    const entries = within(listbox).getAllByRole('option');
    await expect(entries.map((entry) => entry.textContent)).toEqual(['No roles match that search']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'Pick the closest match.',
    errorMessage: 'Choose a role from the list',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'finops' },
};

/**
 * Worked by keyboard alone over the full country list (~250 options): ArrowDown opens it all,
 * typing filters, ArrowDown highlights, Enter chooses.
 */
export const LongList: Story = {
  args: { label: 'Country', items: countries, placeholder: 'Search countries' },
  play: async ({ canvasElement, args }) => {
    await expect(countries.length).toBeGreaterThan(200);
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(countries.length);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('zeal');
    await waitFor(() =>
      expect(
        within(document.body)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['New Zealand']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('NZ');
    await expect(input).toHaveValue('New Zealand');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};
