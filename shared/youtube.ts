/**
 * A YouTube video id, one definition for the owner's configuration (`YOUTUBE_VIDEO_ID`, where
 * shared/config.ts also takes it from a pasted link), its launch check and the click-to-load
 * player in the browser (a pure module: no Node, no Zod, nothing else bundled into the page).
 */
export const YOUTUBE_ID_PATTERN = String.raw`[\w-]{11}`;

/** A YouTube video id, as in `youtube.com/watch?v=<id>` (the player takes nothing else). */
export const YOUTUBE_ID = new RegExp(`^${YOUTUBE_ID_PATTERN}$`);
