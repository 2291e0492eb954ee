-- The plate of XuanTie cores reads "XuanTie CPU" in English (issue 13), as the product is named.
UPDATE "plates" SET "name_en" = 'XuanTie CPU' WHERE "key" = 'darksteel-cpu' AND "name_en" = 'Darksteel CPU';
