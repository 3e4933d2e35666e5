export { DispatchConsole } from './dispatch-console';
export { staffRole } from './staff';
