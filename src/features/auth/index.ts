export { AuthProvider } from './auth-context';
export { useAuth, type AuthState } from './use-auth';
export { authActions } from './actions';
export { SignInForm } from './sign-in-form';
export { CodeSignInForm } from './code-sign-in-form';
