// Texts the web shows that @guidepass/domain/messages does not hold yet (labels, button texts, progress
// texts, headings). Kept in this one file until they move to the domain package; nothing else in the web
// app spells a user-facing text.
export const uiText = {
  brandName: 'guidepass',
  brandTagline: 'Botswana travel guide',

  emailLabel: 'Email',
  passwordLabel: 'Password (minimum 6 characters)',
  confirmPasswordLabel: 'Confirm Password',
  salespersonFirstNameLabel: 'Salesperson First Name',
  salespersonLastNameLabel: 'Salesperson Last Name',
  referralCodeLabel: 'Referral code (optional)',
  verificationCodeLabel: 'Verification code',
  resetCodeLabel: 'Reset code',

  signUp: 'Sign Up',
  signingUp: 'Signing up...',
  login: 'Login',
  loggingIn: 'Logging in...',
  toLogin: 'Already have an account? Login',
  toSignUp: 'Need an account? Sign Up',
  signInWithGoogle: 'Sign in with Google',
  signInWithFacebook: 'Sign in with Facebook',
  redirecting: 'Redirecting...',

  verifyTitle: 'Verify your email',
  verifyHint: 'Enter the 6-digit code from the email we sent you, or open the link in it.',
  verify: 'Verify',
  verifying: 'Verifying...',
  resendVerification: 'Resend verification email',
  resending: 'Sending...',

  forgotPassword: 'Forgot password?',
  forgotTitle: 'Reset your password',
  sendReset: 'Send reset email',
  sendingReset: 'Sending...',
  chooseNewPasswordTitle: 'Choose a new password',
  changePassword: 'Change Password',
  changingPassword: 'Saving...',
  backToLogin: 'Back to Login',

  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  logOut: 'Log Out',
  deleteAccount: 'Delete My Account',
  deletingAccount: 'Deleting...',
  tryAgain: 'Try Again',

  retry: 'Retry',

  salespersonLine: (fullName: string) => `Salesperson: ${fullName}`,
  signedInAs: (email: string) => `Signed in as ${email}`,
  signedIn: 'You are signed in.',

  paymentTitle: 'Choose Your Membership',
  tierLegend: 'Membership tier',
  methodLegend: 'Payment method',
  paypal: 'PayPal',
  yoco: 'Yoco',
  weeklyPrice: (price: string) => `${price} / week`,
  tierCharge: (weeks: number, total: string, charged: string, method: string) =>
    `${weeks} ${weeks === 1 ? 'week' : 'weeks'}: ${total} · charged as ${charged} with ${method}`,
  payWith: (method: string) => `Pay with ${method}`,
  startingPayment: 'Starting payment...',
  loadingTiers: 'Loading membership tiers...',
  noPaymentMethod: 'No payment method is available right now. Please try again later.',
  capturingProgress: 'Capturing payment',
  verificationProgress: (step: number, steps: number) => `Check ${step} of ${steps}`,
  paymentSuccessDetail: 'Please log out and log in again to start using your membership.',

  guideFrameTitle: 'Botswana tourism guide',
  openingGuide: 'Opening the guide...',

  connectionRegion: 'Connection',
  updateRegion: 'App update',
  reload: 'Reload',
  later: 'Later',
  installRegion: 'Install the app',
  install: 'Install app',
  notNow: 'Not now',
  dismiss: 'Dismiss',
} as const;
