// Questions, topics, answers and comments: the spec's kinds and §5 limits, apart from the zod
// schemas of questions.ts, so that a page needing one limit (an answer box's maxLength) does not
// load zod and every community schema with it (rollup keeps a module's exports in one chunk).

export const QUESTION_KINDS = ['question', 'topic'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_ZONES = ['general', 'riscv'] as const;
export type QuestionZone = (typeof QUESTION_ZONES)[number];
/** spec §3 product item kinds, plus "component" (spec §5 "product or component") */
export const PRODUCT_KINDS = ['manufacturer', 'chip', 'solution', 'development-board', 'component'] as const;
export type QuestionProductKind = (typeof PRODUCT_KINDS)[number];
export const QUESTION_SORTS = ['latest', 'hottest', 'essence'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const COMMENT_TARGETS = ['question', 'topic', 'answer'] as const;

export const QUESTION_TITLE_MAX = 50;
export const PRODUCT_NAME_MAX = 100;
export const QUESTION_TAGS_MIN = 1;
export const QUESTION_TAGS_MAX = 3;
export const TAG_MAX = 20;
export const QUESTION_IMAGES_MAX = 9;
/** the start-topic form (spec §5: 3 images, 900 characters) */
export const TOPIC_IMAGES_MAX = 3;
export const QUESTION_DESCRIPTION_MAX = 1000;
export const TOPIC_DESCRIPTION_MAX = 900;
export const ANSWER_MAX = 10_000;
export const COMMENT_MAX = 1000;
export const SIMILAR_MAX = 5;
export const COMMUNITY_IMAGE_WIDTH_MAX = 1600;
/** images the editors may reference: uploaded through questions.uploadImage only */
export const COMMUNITY_IMAGE_URL = /^\/uploads\/community\/[a-f0-9]{32}\.webp$/;
