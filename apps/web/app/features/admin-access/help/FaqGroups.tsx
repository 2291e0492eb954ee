import { Collapse, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FaqPublic } from '@occ/shared/admin';

interface Group {
  category: string;
  label: string;
  items: FaqPublic[];
}

/** Questions grouped by category, in the order the server sent them (its sort). */
export function groupFaqs(faqs: readonly FaqPublic[]): Group[] {
  const groups: Group[] = [];
  for (const f of faqs) {
    let g = groups.find((x) => x.category === f.category);
    if (!g) {
      g = { category: f.category, label: f.categoryLabel || f.category, items: [] };
      groups.push(g);
    }
    g.items.push(f);
  }
  return groups;
}

/**
 * The public help page's questions: one section per category, each question a collapsible panel.
 * Answers are rendered into the HTML even when closed (search engines and find-in-page see them).
 */
export function FaqGroups({ faqs }: { faqs: readonly FaqPublic[] }) {
  const { t } = useTranslation();
  if (faqs.length === 0) return <Empty description={t('adminAccess.help.empty')} />;
  return (
    <>
      {groupFaqs(faqs).map((g) => (
        <section
          key={g.category}
          aria-labelledby={`faq-${g.category}`}
          className="faq-group"
          style={{ marginBlockEnd: 24 }}
        >
          <h2 id={`faq-${g.category}`}>{g.label}</h2>
          <Collapse
            items={g.items.map((f) => ({
              key: String(f.id),
              label: <h3 style={{ margin: 0, fontSize: 'inherit', fontWeight: 500 }}>{f.question}</h3>,
              forceRender: true,
              // html comes from the server's sanitising markdown pipeline
              children: <div className="markdown-body" dangerouslySetInnerHTML={{ __html: f.html }} />,
            }))}
          />
        </section>
      ))}
    </>
  );
}
