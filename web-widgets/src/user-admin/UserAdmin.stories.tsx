import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryCanvas, useStoryStore } from '../ui/StoryCanvas';
import { UserAdmin } from './UserAdmin';
import { ADMIN_ID, FakeUserAdminApi, type UserAdminScenario } from './user-admin.fixtures';
import { UserAdminStore } from './user-admin.store';

type Step = 'none' | 'sessions' | 'confirm-deactivate' | 'create' | 'create-taken' | 'own-admin-refused' | 'filtered-out';

interface UserAdminStoryArgs {
  scenario: UserAdminScenario;
  /** What the admin has just done when the story opens. */
  step: Step;
}

const play = async (store: UserAdminStore, step: Step) => {
  await store.load();
  const clara = store.users.find((u) => u.id === 'u-clara');
  if (step === 'sessions' && clara) store.toggleSessions(clara.id);
  if (step === 'confirm-deactivate' && clara) store.askDeactivate(clara);
  if (step === 'create' || step === 'create-taken') {
    store.create.openDialog();
    store.create.setField('email', 'clara.keller@newsdesk.test');
    store.create.setField('givenName', 'Clara');
    store.create.setField('familyName', 'Keller');
    store.create.setField('password', 'a long enough pass');
    if (step === 'create-taken') await store.create.save();
  }
  if (step === 'own-admin-refused') {
    // the server's answer, as if the checkbox had not been locked
    const self = store.users.find((u) => u.id === ADMIN_ID);
    if (self) await store.setAdmin(self, false);
  }
  if (step === 'filtered-out') store.setFilter('nobody by this name');
};

const UserAdminPage = ({ scenario, step }: UserAdminStoryArgs) => {
  const store = useStoryStore(
    () => new UserAdminStore(new FakeUserAdminApi(scenario), { currentUserId: ADMIN_ID }),
    (created) => play(created, step),
  );
  return (
    <StoryCanvas>
      <UserAdmin store={store} autoLoad={false} />
    </StoryCanvas>
  );
};

const meta = {
  title: 'Administration/UserAdmin',
  component: UserAdminPage,
  args: { scenario: 'loaded', step: 'none' },
  argTypes: {
    scenario: { control: 'inline-radio', options: ['loaded', 'long', 'loading', 'load-error'] },
    step: {
      control: 'select',
      options: ['none', 'sessions', 'confirm-deactivate', 'create', 'create-taken', 'own-admin-refused', 'filtered-out'],
    },
  },
  render: (args) => <UserAdminPage key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof UserAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active users first, the deactivated one last; the admin's own row is marked and locked. */
export const Loaded: Story = {};

export const Loading: Story = { args: { scenario: 'loading' } };

export const LoadFailed: Story = { args: { scenario: 'load-error' } };

/** Long names, a long e-mail address, an unknown browser and many rows. */
export const LongList: Story = { args: { scenario: 'long' } };

/** Clara's two sessions unfolded: a laptop and a phone whose page was closed. */
export const Sessions: Story = { args: { step: 'sessions' } };

export const ConfirmDeactivate: Story = { args: { step: 'confirm-deactivate' } };

export const CreateUser: Story = { args: { step: 'create' } };

/** The e-mail address is already taken: the field is marked, the message says why. */
export const CreateUserEmailTaken: Story = { args: { step: 'create-taken' } };

export const OwnAdminRoleRefused: Story = { args: { step: 'own-admin-refused' } };

export const NoMatch: Story = { args: { step: 'filtered-out' } };

export const German: Story = { args: { step: 'sessions' }, globals: { locale: 'de' } };

export const GermanCreateError: Story = { args: { step: 'create-taken' }, globals: { locale: 'de' } };

export const French: Story = { args: { step: 'sessions' }, globals: { locale: 'fr' } };

export const FrenchConfirmDeactivate: Story = { args: { step: 'confirm-deactivate' }, globals: { locale: 'fr' } };
