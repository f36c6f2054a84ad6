/** The notification centre opens over any signed-in screen as `?action=notifications`. */
export const notificationsAction = 'notifications';
