export { ApiClient } from './api-client';
export type { ApiClientOptions, RequestOptions } from './api-client';
export { ApiError, isApiError, codeForStatus, parseRetryAfter, NETWORK_FAILED } from './api-error';
export { SessionGateway } from './session.gateway';
export { errorKey } from './error-message';
export { keepDomain, keepRefusals, minutesToWait, toUiError } from '../ui/ui-error';
export type { UiError, UiErrorPolicy } from '../ui/ui-error';
