export { StatusView } from './status-view';
export { STATUS_TOKEN_PATTERN } from './api';
