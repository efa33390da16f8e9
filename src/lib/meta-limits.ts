/**
 * Longest page title and meta description search engines show whole. A module of
 * its own, without imports, so scripts run from any folder (tsx) can use it.
 */
export const MAX_TITLE = 60;
export const MAX_DESCRIPTION = 160;
