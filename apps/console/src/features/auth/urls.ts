/** Access screens (docs/product/access.md): no menu, reachable without a session. */
export const loginPath = '/';
export const loginAliasPath = '/login';
export const signupPath = '/signup';
export const activationMailPath = '/activation-mail';
export const activationPath = '/activation';
export const crmLoginPath = '/crm-login';
export const forgotPasswordPath = '/forgot-password';
export const recoveryPath = '/recovery';
