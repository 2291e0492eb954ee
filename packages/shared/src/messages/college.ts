// College exam and certificate messages (issue 20), both locales.
export const collegeMessages = {
  examAttemptsUsed: {
    'en-US': 'All {allowed} attempts at this exam have been used',
    'zh-CN': '本考试的 {allowed} 次作答机会已用完',
  },
  examTimeOver: {
    'en-US':
      'The time limit of {minutes} minutes ended at {deadline}; this attempt can no longer be submitted',
    'zh-CN': '{minutes} 分钟的答题时间已于 {deadline} 结束，本次作答不能再提交',
  },
  examAlreadySubmitted: {
    'en-US': 'This attempt has already been submitted',
    'zh-CN': '本次作答已提交',
  },
  examAnswerInvalid: {
    'en-US': 'The answer to question {number} is not valid for its type',
    'zh-CN': '第 {number} 题的答案与题型不符',
  },
  examAnswerUnknown: {
    'en-US': 'Question {questionId} is not part of this attempt',
    'zh-CN': '题目 {questionId} 不属于本次作答',
  },
  quizLessonNeedsPass: {
    'en-US': 'This lesson is a quiz: it is complete when the quiz is passed',
    'zh-CN': '本课是测验，通过测验后即完成',
  },
  questionOptionsInvalid: {
    'en-US':
      'The options do not fit the question type (choices need options and the right number of correct ones)',
    'zh-CN': '选项与题型不符（选择题需要选项以及正确数量的正确答案）',
  },
  certificateRevoked: {
    'en-US': 'The certificate has been revoked',
    'zh-CN': '证书已撤销',
  },
  certificateAlreadyRevoked: {
    'en-US': 'The certificate was already revoked',
    'zh-CN': '证书已被撤销',
  },
  segmentEmpty: {
    'en-US': 'A watched segment must end after it starts',
    'zh-CN': '观看片段的结束时间必须晚于开始时间',
  },
  segmentTooLong: {
    'en-US': 'A watched segment may span at most 60 seconds',
    'zh-CN': '单个观看片段最长 60 秒',
  },
  segmentPastEnd: {
    'en-US': 'A watched segment cannot end after the video does',
    'zh-CN': '观看片段不能超出视频结尾',
  },
  lessonHasNoVideo: {
    'en-US': 'This lesson has no video',
    'zh-CN': '本课没有视频',
  },
  videoLessonNeedsWatching: {
    'en-US': 'This lesson is a video: it is complete when 90% of it has been watched',
    'zh-CN': '本课是视频课，观看满 90% 后即完成',
  },
  routeCourseTwice: {
    'en-US': 'A course can be in a study route only once',
    'zh-CN': '同一课程在学习路线中只能出现一次',
  },
  materialTwice: {
    'en-US': 'A resource can be a material of a course only once',
    'zh-CN': '同一资源在课程资料中只能出现一次',
  },
  materialUnknown: {
    'en-US': 'Resource {id} does not exist or is not public',
    'zh-CN': '资源 {id} 不存在或未公开',
  },
  courseNotOpen: {
    'en-US': 'This course does not exist or is not published',
    'zh-CN': '该课程不存在或未发布',
  },
  routeCourseUnknown: {
    'en-US': 'Course {id} does not exist',
    'zh-CN': '课程 {id} 不存在',
  },
  stageLocked: {
    'en-US': 'This lesson is in stage {stage}, which opens when stage {previous} is complete',
    'zh-CN': '本课属于第 {stage} 阶段，需先完成第 {previous} 阶段才能学习',
  },
  lessonStageUnknown: {
    'en-US': 'Lesson {number} is in stage {value}, which the course does not have',
    'zh-CN': '第 {number} 课所在的第 {value} 阶段不存在',
  },
  lessonDocumentUnknown: {
    'en-US': 'Lesson {number}: document {value} does not exist or is not published',
    'zh-CN': '第 {number} 课：文档 {value} 不存在或未发布',
  },
  examQuestionTwice: {
    'en-US': 'A question can be in an exam only once',
    'zh-CN': '同一题目在考试中只能出现一次',
  },
  examFixedNeedsQuestions: {
    'en-US': 'A fixed exam needs at least one question of the bank',
    'zh-CN': '固定组卷至少需要选择一道题库题目',
  },
  examRandomNeedsCategories: {
    'en-US': 'A random exam needs at least one category to draw from',
    'zh-CN': '随机组卷至少需要选择一个抽题分类',
  },
  examRandomNeedsCount: {
    'en-US': 'A random exam needs the number of questions each attempt draws',
    'zh-CN': '随机组卷需要填写每次抽取的题目数量',
  },
  examQuestionUnknown: {
    'en-US': 'Question {id} is not in the question bank',
    'zh-CN': '题库中没有题目 {id}',
  },
  examDrawTooMany: {
    'en-US': 'The chosen categories hold {count} questions, fewer than the {drawCount} to draw',
    'zh-CN': '所选分类只有 {count} 道题，少于要抽取的 {drawCount} 道',
  },
  examLessonUnknown: {
    'en-US': 'The course has no lesson {number}',
    'zh-CN': '该课程没有第 {number} 课',
  },
  examLessonNotQuiz: {
    'en-US': 'Lesson {number} is a video or document lesson and cannot be a quiz',
    'zh-CN': '第 {number} 课是视频或文档课，不能作为测验',
  },
  examLessonTaken: {
    'en-US': 'Lesson {number} already has a quiz',
    'zh-CN': '第 {number} 课已有测验',
  },
  examHasAttempts: {
    'en-US': 'Learners have taken this exam: it is kept with their results',
    'zh-CN': '已有学员参加此考试，需与其成绩一同保留，不能删除',
  },
} as const;
