-- hand-written:
-- The approval queue (`approve`, /admin/approve) lists every kind of application a reviewer
-- decides, so its menu entry shows to a holder of any kind's review permission
-- (APPLICATION_REVIEW_PERMISSIONS), not to enterprise reviewers only. A row an administrator
-- has given another permission is left alone.
UPDATE "admin_menus" SET "permission" = 'enterprise.review|lab.review'
  WHERE "key" = 'approve' AND "permission" = 'enterprise.review';
