import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, type ButtonVariant } from './Button';
import { StoryCanvas } from './StoryCanvas';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost', 'quiet-danger'];

/** Every variant at both sizes, enabled, busy and disabled: the kit's buttons side by side. */
const AllButtons = () => (
  <StoryCanvas>
    <div style={{ display: 'grid', gap: 16 }}>
      {VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} size="small">
            {variant} small
          </Button>
          <Button variant={variant} busy>
            {variant} busy
          </Button>
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
        </div>
      ))}
    </div>
  </StoryCanvas>
);

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Save', variant: 'primary' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Edit' } };
export const QuietDanger: Story = { args: { variant: 'quiet-danger', children: 'Remove' } };
export const Busy: Story = { args: { busy: true, children: 'Saving…' } };
export const Variants: Story = { render: () => <AllButtons /> };
