import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionInfo } from '@newsdesk/core/identity/user-view';
import { ApiError } from '../api/api-error';
import { aSession } from '../testing/mothers';
import { LoginForm } from './LoginForm';
import { LoginFormStore } from './login-form.store';
import type { LoginGateway } from './login-form.store';

type Outcome = 'success' | 'pending' | 'wrong-password' | 'too-many-attempts' | 'slowed-down' | 'busy' | 'network' | 'invalid';

/** A gateway that answers the way the story needs, without a server. */
const fakeGateway = (outcome: Outcome): LoginGateway => ({
  login: () => {
    switch (outcome) {
      case 'success':
        return Promise.resolve(aSession());
      case 'pending':
        return new Promise<SessionInfo>(() => undefined);
      case 'wrong-password':
        return Promise.reject(
          new ApiError({ status: 401, code: 'auth.invalid_credentials', message: 'Wrong e-mail address or password.' }),
        );
      case 'too-many-attempts':
        return Promise.reject(
          new ApiError({ status: 429, code: 'auth.too_many_attempts', message: 'Too many attempts', retryAfterSeconds: 900 }),
        );
      case 'slowed-down':
        // an address beyond its free attempts whose turn is too far away (ADR 0014)
        return Promise.reject(
          new ApiError({ status: 429, code: 'auth.too_many_attempts', message: 'Too many attempts', retryAfterSeconds: 4 }),
        );
      case 'busy':
        return Promise.reject(
          new ApiError({ status: 429, code: 'auth.login_busy', message: 'Many people are logging in', retryAfterSeconds: 2 }),
        );
      case 'network':
        return Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'The server cannot be reached.' }));
      case 'invalid':
        return Promise.reject(new ApiError({ status: 400, code: 'request.invalid', message: 'Some fields are not valid.' }));
    }
  },
});

const LoginPage = ({ outcome, submitted }: { outcome: Outcome; submitted: boolean }) => {
  const [store] = useState(() => {
    const created = new LoginFormStore(fakeGateway(outcome));
    if (submitted) {
      created.setEmail('anna.keller@newsroom.example');
      created.setPassword('not my password');
      void created.submit();
    }
    return created;
  });
  const [session, setSession] = useState<SessionInfo | null>(null);
  return session ? <p style={{ padding: 32 }}>Logged in as {session.user.email}</p> : <LoginForm store={store} onLoggedIn={setSession} />;
};

const meta = {
  title: 'Session/LoginForm',
  component: LoginPage,
  args: { outcome: 'success', submitted: false },
  argTypes: {
    outcome: {
      control: 'select',
      options: ['success', 'pending', 'wrong-password', 'too-many-attempts', 'slowed-down', 'busy', 'network', 'invalid'],
    },
  },
  render: (args) => <LoginPage key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Submitting: Story = { args: { outcome: 'pending', submitted: true } };

export const WrongPassword: Story = { args: { outcome: 'wrong-password', submitted: true } };

export const TooManyAttempts: Story = { args: { outcome: 'too-many-attempts', submitted: true } };

export const SlowedDown: Story = { args: { outcome: 'slowed-down', submitted: true } };

export const Busy: Story = { args: { outcome: 'busy', submitted: true } };

export const NetworkError: Story = { args: { outcome: 'network', submitted: true } };

export const InvalidInput: Story = { args: { outcome: 'invalid', submitted: true } };

export const German: Story = { args: { outcome: 'wrong-password', submitted: true }, globals: { locale: 'de' } };

export const French: Story = { args: { outcome: 'too-many-attempts', submitted: true }, globals: { locale: 'fr' } };
