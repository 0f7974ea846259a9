/** Gmail's quota units per method (https://developers.google.com/gmail/api/reference/quota). */
export const GMAIL_UNITS = { 'messages.get': 5, 'messages.list': 5, 'history.list': 2, profile: 1 } as const;
