/** The spec's user-facing texts that the SDK's rules return (§5 and §8, decisions.md copy fixes). */
export interface ToastText {
  title: string;
  description?: string;
}

export const VALIDATION = {
  missingFields: { title: 'Missing fields', description: 'Please fill in all required fields' },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address' },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 8 characters long',
  },
  passwordsDontMatch: {
    title: "Passwords don't match",
    description: 'Please make sure your passwords match',
  },
  resetPasswordsDoNotMatch: { title: 'Error', description: 'Passwords do not match' },
  fileSizeExceeded: { title: 'File size exceeded', description: 'Total attachments cannot exceed 20MB' },
  invalidFileType: {
    title: 'Invalid file type',
    description: 'Please upload CSV, Excel, JSON, or text files only.',
  },
  fileTooLarge: { title: 'File too large', description: 'Files must be smaller than 10MB.' },
  noFilesSelected: { title: 'No files selected' },
  noCsvFile: { title: 'No CSV file detected', description: 'Please upload a CSV file to process' },
  csvDetection: { title: 'CSV Detection', description: 'Your post update is being treated as a CSV' },
} as const satisfies Record<string, ToastText>;

export const INTENT_MESSAGES = {
  queryNotDetected: { title: 'Instructions not clear', description: 'Please ask a question.' },
  queryGotPostUpdate: {
    title: 'Query Mode',
    description:
      "You are in query mode. I think you're trying to post an update, please do that in Input Mode.",
  },
  inputNotDetected: { title: 'Input Mode', description: 'Please elaborate your post update.' },
  inputGotQuestion: {
    title: 'Input Mode',
    description:
      "You are in input mode. I think you're trying to ask a question, please do that in Query Mode.",
  },
} as const satisfies Record<string, ToastText>;

/**
 * §8 Error catalogue: titles and defaults the UI shows on failures. The socket's texts live
 * with the socket client (`@rapport/realtime` constants), which raises them.
 */
export const ERROR_MESSAGES = {
  signIn: { title: 'Error signing in', description: 'An error occurred during sign in' },
  signUp: { title: 'Registration failed', description: 'An error occurred during registration' },
  passwordReset: { title: 'Error', description: 'An error occurred during the password reset request' },
  signOut: { title: 'Error signing out', description: 'There was an error signing out. Please try again.' },
  signOutMenu: { title: 'Error signing out', description: 'Please try again later' },
  mailboxConnect: {
    title: 'Connection Failed',
    description: 'Failed to start mailbox connection. Please try again.',
  },
  mailboxConnectWorkspace: {
    title: 'Connection Failed',
    description: 'Failed to connect your mail account. Please try again.',
  },
  chatSend: { title: 'Error', description: 'Failed to send message' },
  csvParse: { title: 'CSV parsing failed', description: 'We were unable to parse your CSV content' },
  goals: {
    title: 'Processing failed',
    description: 'There was an issue analyzing your goals. Please try again.',
  },
  otpVerify: { title: 'Error', description: 'An error occurred during the OTP verification request' },
  otpResend: { title: 'Error', description: 'An error occurred while resending the OTP.' },
  callbackMissingTokens: {
    title: 'Connection Failed',
    description: 'Missing required authentication tokens',
  },
} as const satisfies Record<string, ToastText>;

/** §8 Success and info toasts. */
export const SUCCESS_MESSAGES = {
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in' },
  accountCreated: { title: 'Account created', description: 'Account Created Successfully' },
  passwordReset: { title: 'Password Reset', description: 'Your password has been reset successfully.' },
  forgotPassword: {
    title: 'Check your email',
    description: 'If an account with that email exists, you will receive a password reset email shortly.',
  },
  signedOut: { title: 'Signed out', description: 'You have been signed out of your account.' },
  postUpdate: { title: 'Post Update Success', description: 'Your post update has been successfully posted' },
  mailboxConnected: { title: 'Gmail connected' },
  mailboxAlreadyConnected: { title: 'Your Gmail is already connected' },
  otpResent: { title: 'OTP Resent', description: 'The OTP has been resent to your email.' },
  otpVerified: { title: 'OTP Verified' },
  filesProcessed: { title: 'Files processed' },
} as const satisfies Record<string, ToastText>;

/** Coming-soon toasts (§8): voice, image, other mail providers, phone, file upload, quick labels. */
export const comingSoon = (feature: string): ToastText => ({
  title: feature,
  description: `${feature} is coming soon`,
});
