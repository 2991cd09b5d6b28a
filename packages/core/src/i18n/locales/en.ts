/** English strings of the core namespace: shared labels and the error catalogue. */
export const en = {
  common: {
    close: 'Close',
    dismiss: 'Dismiss',
    loading: 'Loading…',
    retry: 'Try again',
    cancel: 'Cancel',
    confirm: 'Confirm',
    notifications: 'Notifications',
    nothingHere: 'Nothing to show yet',
  },
  errors: {
    // ordering.md §8 and shell-and-admin.md §8: the error catalogue
    notFound: 'Page not found',
    server: 'Internal Server error',
    badRequest: 'The request could not be processed. Please check your entries and try again.',
    sessionExpired: 'Your session has expired. Please refresh this page and sign in again.',
    unknown: 'Something unexpected happened. Please try again.',
    exception: 'Something went wrong, Please try again later',
    invalidRegion: 'Data processing in progress, try again in two hours.',
    fileTooBig: 'File size is too big to download, please reach out to IT support.',
    notAuthorized: "User doesn't have the authorization.",
    timeout: 'The server took too long to answer. Please try again.',
    network: 'The server could not be reached. Check your connection and try again.',
    wrongMarket:
      'Your primary account belongs to another market. Please go to your assigned market to update it.',
    invalidConfig: 'The portal is not configured correctly: {{field}} {{problem}}',
    title: 'Something went wrong',
  },
} as const;

/** The shape every language must match. */
export type CoreStrings = typeof en;
