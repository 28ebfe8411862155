import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: {
    label: 'Phone number',
    description: 'Experts only see it after you book a call.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '30rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Another starting country, with a valid number. */
export const UnitedKingdom: Story = {
  args: { defaultCountry: 'GB', defaultValue: '020 7946 0018' },
};

/** The caller's message, shown when the caller marks the number invalid. */
export const Invalid: Story = {
  args: { defaultValue: '555 01', isInvalid: true, errorMessage: 'This does not look like a US phone number.' },
};

export const Disabled: Story = {
  args: { defaultValue: '415 555 0132', isDisabled: true },
};

/**
 * Worked by keyboard alone: pick a country by typing, Tab to the number, type it; every change
 * reports the country, the national number, E.164 and validity. Leaving a bad number shows the error.
 */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Country code' });
    const number = canvas.getByRole('textbox', { name: /Phone number/ });

    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}new zeal');
    await within(document.body).findByRole('option', { name: 'New Zealand +64' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(picker).toHaveValue('New Zealand +64');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      country: 'NZ',
      nationalNumber: '',
      e164: null,
      isValid: false,
    });

    await userEvent.tab();
    await expect(number).toHaveFocus();
    await userEvent.keyboard('21 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      country: 'NZ',
      nationalNumber: '211234567',
      e164: '+64211234567',
      isValid: true,
    });

    await userEvent.keyboard('{Backspace>4/}');
    await userEvent.tab({ shift: true });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/Enter a valid phone number/);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isValid: false, e164: null }));
  },
};

/** A number typed with its own +code moves the picker to that country when the user leaves it. */
export const InternationalNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Country code' });
    const number = canvas.getByRole('textbox', { name: /Phone number/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(number).toHaveFocus();
    await userEvent.keyboard('+44 20 7946 0018');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      country: 'GB',
      nationalNumber: '2079460018',
      e164: '+442079460018',
      isValid: true,
    });
    await userEvent.tab({ shift: true });
    await expect(picker).toHaveValue('United Kingdom +44');
    await expect(number).toHaveValue('020 7946 0018');
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};
