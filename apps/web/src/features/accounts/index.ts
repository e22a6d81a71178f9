export { AdminLoginForm } from './components/admin-login-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginDialog } from './components/login-dialog';
export { LoginForm } from './components/login-form';
export { ProfileCard } from './components/profile-card';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignupForm } from './components/signup-form';
export { VerifyEmailResult } from './components/verify-email-result';
