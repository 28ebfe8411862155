import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card, CardBody, CardFooter, CardHeader, CardTitle, type CardProps } from './Card.tsx';
import { cardElements, cardPaddings, cardVariants } from './Card.css.ts';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: { as: 'article', variant: 'outlined', padding: 'md' },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  render: (args) => <ProjectCard {...args} />,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

function ProjectCard(props: CardProps) {
  return (
    <Card {...props} style={{ maxWidth: '24rem' }}>
      <CardHeader>
        <CardTitle>Migrate billing to AWS Lambda</CardTitle>
      </CardHeader>
      <CardBody>Move three cron jobs and a queue worker to serverless functions. Fixed price, two weeks.</CardBody>
      <CardFooter>
        <Button variant="secondary" size="sm">
          Save
        </Button>
        <Button size="sm">Apply</Button>
      </CardFooter>
    </Card>
  );
}

export const Playground: Story = {};

/** An `article` card is named by its title, so a list of cards reads as a list of named articles. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Migrate billing to AWS Lambda' });
    await expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Migrate billing');
  },
};

/** A `section` card with a title becomes a region landmark named by that title. */
export const Section: Story = {
  args: { as: 'section' },
  render: (args) => (
    <Card {...args} style={{ maxWidth: '24rem' }}>
      <CardHeader>
        <CardTitle level={2}>Payouts</CardTitle>
        <Button variant="ghost" size="sm">
          Edit
        </Button>
      </CardHeader>
      <CardBody>Paid every Friday to the account ending in 4821.</CardBody>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Payouts' });
    await expect(within(region).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant} style={{ width: '14rem' }}>
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
          </CardHeader>
          <CardBody>A short description of the surface.</CardBody>
        </Card>
      ))}
    </div>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} style={{ width: '14rem' }}>
          <CardHeader>
            <CardTitle>Padding {padding}</CardTitle>
          </CardHeader>
          <CardBody>Header, body and footer share the inset.</CardBody>
          <CardFooter>
            <Button size="sm">Open</Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  ),
};
