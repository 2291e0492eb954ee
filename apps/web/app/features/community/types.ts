// The community API's shapes come from the shared contract (packages/shared/src/community).
export type {
  AnswerItem,
  CommentItem,
  PlateItem as Plate,
  QuestionBody,
  QuestionDetail,
  QuestionKind,
  QuestionListItem as QuestionCard,
  QuestionSort as SortKey,
  QuestionZone as Zone,
} from '@occ/shared';
export { PRODUCT_KINDS, QUESTION_SORTS as SORTS } from '@occ/shared';
