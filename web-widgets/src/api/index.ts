export { ApiClient } from './api-client';
export type { ApiClientOptions, RequestOptions } from './api-client';
export { ApiError, isApiError, codeForStatus, parseRetryAfter, NETWORK_FAILED } from './api-error';
export { SessionGateway } from './session.gateway';
export { errorToMessage, errorKey, minutesToWait } from './error-message';
export type { ErrorMessage } from './error-message';
