/** Every admin query starts with this key, so an action can refresh what it changed. */
export const adminKey = ['admin'] as const;
