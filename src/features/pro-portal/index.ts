export { ProPortal } from './pro-portal';
export { fetchProfile, type ProProfile } from './api';
