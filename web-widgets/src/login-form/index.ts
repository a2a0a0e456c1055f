export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { LoginFormStore } from './login-form.store';
export type { LoginError, LoginGateway } from './login-form.store';
