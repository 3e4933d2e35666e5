export { StatusView } from './status-view';
export { StatusPage } from './status-page';
export { STATUS_TOKEN_PATTERN } from './api';
export { STATUS_STEPS, type StatusCopy, type StatusStep } from './copy';
