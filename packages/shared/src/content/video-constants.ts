// The videos' constants apart from their zod schemas (issue 14: the list page loads no zod).

export const VIDEO_NAME_MAX = 100;
/** spec §9: file name at most 100 */
export const VIDEO_FILE_NAME_MAX = 100;
export const VIDEO_INTRODUCTION_MAX = 1000;
export const VIDEO_TAGS_MIN = 1;
export const VIDEO_TAGS_MAX = 3;
/** the server's VIDEO_MAX_MB default; sizes are stored as int4, so 2047 MB is the ceiling */
export const VIDEO_MAX_MB_DEFAULT = 2047;
/** bytes per chunk of a resumable upload (the last chunk is shorter) */
export const VIDEO_CHUNK_BYTES = 4 * 1024 * 1024;
/** spec §9: best video cover 720*400 (extracted frames and uploaded covers are made this size) */
export const VIDEO_COVER_WIDTH = 720;
export const VIDEO_COVER_HEIGHT = 400;
/** a hint for the file picker only: the server decides by the file's content */
export const VIDEO_ACCEPT = 'video/*,.mp4,.mov,.m4v,.mkv,.webm,.avi,.flv,.wmv,.mpg,.mpeg,.ts,.3gp';
export const VIDEO_SORTS = ['latest', 'hottest'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
/** states the author may edit in (a video under review or published is withdrawn first) */
export const VIDEO_EDITABLE_STATES = ['draft', 'failed', 'removed'] as const;
