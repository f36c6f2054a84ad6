export const dashboardPath = '/dashboard';
