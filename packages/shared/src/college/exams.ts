import { z } from 'zod';

// The question bank, quizzes and final exams, and certificates (issue 20; spec §2 admin `question
// bank`, personal centre "my achievements and certificates", §3 certificate).

export const QUESTION_CATEGORIES = ['isa', 'privileged', 'toolchain', 'embedded', 'linux', 'vector'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export const QUESTION_TYPES = ['single', 'multiple', 'true_false', 'fill_in'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const QUESTION_STEM_MAX = 1000;
export const QUESTION_OPTION_MAX = 300;
export const QUESTION_OPTIONS_MAX = 8;
export const QUESTION_ACCEPTED_MAX = 10;
export const QUESTION_EXPLANATION_MAX = 2000;
export const FILL_IN_ANSWER_MAX = 200;

/** fixed: the exam's question list in order; random: drawn from its categories at each attempt */
export const EXAM_DRAWS = ['fixed', 'random'] as const;
export const EXAM_QUESTIONS_MAX = 100;
export const EXAM_TIME_LIMIT_MAX = 600;
export const EXAM_ATTEMPTS_MAX = 20;
/** a submission arriving this long after the deadline still counts (network latency) */
export const EXAM_GRACE_SECONDS = 30;

export const examId = z.coerce.number().int().positive().max(2_147_483_647);
export const attemptId = z.uuid();

/** A question as a learner sees it during an attempt: never which option is correct. */
export const examQuestion = z.object({
  id: z.number().int(),
  /** 1-based place in the attempt (the number messages name) */
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(z.string()),
});
export type ExamQuestion = z.infer<typeof examQuestion>;

export const examStarted = z.object({
  attemptId: z.string(),
  examId: z.number().int(),
  title: z.string(),
  attemptNumber: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  questions: z.array(examQuestion),
});
export type ExamStarted = z.infer<typeof examStarted>;

export const examAttemptSummary = z.object({
  attemptId: z.string(),
  number: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});

export const examDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  course: z.object({ slug: z.string(), title: z.string() }),
  lessonId: z.number().int().nullable(),
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  passPercent: z.number().int(),
  attemptsAllowed: z.number().int(),
  /** null for a visitor */
  attempts: z.array(examAttemptSummary).nullable(),
  passed: z.boolean().nullable(),
});
export type ExamDetail = z.infer<typeof examDetail>;

/** One answer: choice indexes (single, multiple, true/false: 0 = true) or text (fill-in). */
export const examAnswer = z.object({
  questionId: z.number().int().positive(),
  choices: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(QUESTION_OPTIONS_MAX - 1),
    )
    .max(QUESTION_OPTIONS_MAX)
    .optional(),
  text: z.string().max(FILL_IN_ANSWER_MAX).optional(),
});
export type ExamAnswer = z.infer<typeof examAnswer>;
export const examSubmitBody = z.object({ answers: z.array(examAnswer).max(EXAM_QUESTIONS_MAX) });
export type ExamSubmitBody = z.infer<typeof examSubmitBody>;

export const gradedQuestion = examQuestion.extend({
  correct: z.boolean(),
  choices: z.array(z.number().int()),
  text: z.string(),
  correctChoices: z.array(z.number().int()),
  accepted: z.array(z.string()),
  explanation: z.string(),
});
export type GradedQuestion = z.infer<typeof gradedQuestion>;

export const examResult = z.object({
  attemptId: z.string(),
  score: z.number().int(),
  passed: z.boolean(),
  correctCount: z.number().int(),
  total: z.number().int(),
  attemptsLeft: z.number().int(),
  questions: z.array(gradedQuestion),
  /** the certificate this submission completed the course with, if it did */
  certificateId: z.string().nullable(),
});
export type ExamResult = z.infer<typeof examResult>;

export const CERTIFICATE_STATES = ['valid', 'revoked', 'expired'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
export const CERTIFICATE_REVOKE_REASON_MAX = 500;
/** 128 random bits, base64url */
export const certificateId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{22}$/);

export const certificateView = z.object({
  id: z.string(),
  holder: z.string(),
  /** what it certifies: a course, or a whole study route */
  kind: z.enum(['course', 'route']),
  /** the subject: the course certified, or for kind 'route' the study route */
  subject: z.object({ slug: z.string(), titleZh: z.string(), titleEn: z.string() }),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type CertificateView = z.infer<typeof certificateView>;

export const certificateRevokeBody = z.object({
  reason: z.string().trim().min(1).max(CERTIFICATE_REVOKE_REASON_MAX),
});
