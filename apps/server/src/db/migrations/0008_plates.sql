-- The plates (sections) of spec §3: the Q&A list and the topic exchange list them differently.
INSERT INTO "plates" ("key", "kind", "name_zh", "name_en", "sort") VALUES
  ('chip-open-source', 'qa', '芯片开源', 'Chip open source', 1),
  ('software-tools', 'qa', '软件/工具', 'Software/tools', 2),
  ('course', 'qa', '课程', 'Course', 3),
  ('yoc-open-source', 'qa', 'YoC 开源', 'YoC open source', 4),
  ('eco-chip', 'qa', '生态芯片', 'Eco chip', 5),
  ('application-case', 'qa', '应用案例', 'Application case', 6),
  ('development-board', 'qa', '开发板', 'Development board', 7),
  ('darksteel-cpu', 'qa', '玄铁 CPU', 'Darksteel CPU', 8),
  ('chip-space', 'topic', '芯片空间', 'Chip space', 1),
  ('application-mall', 'topic', '应用商城', 'Application mall', 2),
  ('topic-development-board', 'topic', '开发板', 'Development board', 3),
  ('product-zone', 'topic', '产品专区', 'Product zone', 4)
ON CONFLICT ("key") DO NOTHING;
