-- The home widget of work orders past their deadline now lists those near it too; a title an
-- administrator changed is left as it is.
UPDATE "sys_gadget" SET "title" = '超期与临期工单' WHERE "id" = 'overdueWorkbills' AND "title" = '超期工单';
