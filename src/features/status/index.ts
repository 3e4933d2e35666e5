export { StatusView } from './status-view';
