import katexCss from 'katex/dist/katex.min.css?url';
import { useTranslation } from 'react-i18next';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { ReviewsPage } from '~/features/admin-reviews/ReviewsPage';
import css from '~/features/admin-reviews/reviews.css?url';
import { translateFor } from '~/i18n';
import { localeOfMatches, pageMeta } from '~/lib/meta';

// previews show posts as readers will (KaTeX math included)
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: css },
  { rel: 'stylesheet', href: katexCss },
];

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/reviews` };
}

// the console is kept out of search engines
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'adminReviews.title')} · ${translateFor(locale, 'app.name')}`;
  const robots = { name: 'robots', content: 'noindex' };
  if (!data) return [{ title }, robots];
  return [
    ...pageMeta({
      title,
      description: translateFor(locale, 'adminReviews.description'),
      url: data.url,
      locale,
    }),
    robots,
  ];
};

/** /admin/reviews: blog posts, videos, reports and held items to decide on, and the moderation log. */
export default function AdminReviews() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-reviews-title">
      <h1 id="admin-reviews-title">{t('adminReviews.title')}</h1>
      <ReviewsPage />
    </section>
  );
}
