-- Cloud lab (issue 6): who reviews permission applications ('lab.review': administrators and
-- support staff) and who manages the inventory ('lab.manage': administrators). Appended only when
-- missing, so a role already edited in the admin console keeps its other permissions.
UPDATE "roles" SET "permissions" = array_append("permissions", 'lab.review')
  WHERE "key" IN ('admin', 'support') AND NOT ('lab.review' = ANY("permissions"));
--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'lab.manage')
  WHERE "key" = 'admin' AND NOT ('lab.manage' = ANY("permissions"));
