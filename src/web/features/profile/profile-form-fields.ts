/**
 * The avatar's source and typed address: the profile's own field, and its mode beside it. Named
 * apart from both the form's starting values and its checks, which each need it.
 */
export const AVATAR = { mode: 'avatarMode', url: 'avatarUrl' } as const;
