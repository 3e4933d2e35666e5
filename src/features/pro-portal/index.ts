export { ProPortal } from './pro-portal';
export { fetchHome, fetchHomeWithStoredSession, type ProHome } from './api';
