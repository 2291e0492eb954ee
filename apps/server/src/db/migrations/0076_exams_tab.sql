-- hand-written:
-- Quizzes and final exams are a tab of the course entry (issue 20): their list and edit pages keep it highlighted.
UPDATE "admin_menus" SET "highlights" = array_cat(coalesce("highlights", ARRAY[]::text[]), ARRAY['/admin/exams', '/admin/exam_detail']) WHERE "key" = 'course';
