import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { HomeFeed } from '@occ/shared';
import { BusinessButton } from '~/components/business/BusinessButton';
import { FeaturedProducts } from '~/features/home/FeaturedProducts';
import { HeroCarousel } from '~/features/home/HeroCarousel';
import { LatestNews } from '~/features/home/LatestNews';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { jsonLd, localeOfMatches, pageMeta } from '~/lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  return { feed: await apiGet<HomeFeed>(context, '/api/home'), url: `${context.publicUrl}/` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = translateFor(locale, 'home.title');
  const description = translateFor(locale, 'home.description');
  if (!data) return [{ title }];
  return [
    ...pageMeta({ title, description, url: data.url, image: data.feed.slides[0]?.imageUrl }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: translateFor(locale, 'app.name'),
      url: data.url,
    }),
  ];
};

export default function Home() {
  const { feed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="sr-only">{t('app.name')}</h1>
      <HeroCarousel slides={feed.slides} />
      <div className="home-columns">
        <LatestNews news={feed.news} />
        <FeaturedProducts products={feed.featured} />
      </div>
      <section
        className="home-section home-business"
        aria-labelledby="home-business-title"
        style={{ marginBlockStart: 24 }}
      >
        <h2 id="home-business-title">{t('adminAccess.business.title')}</h2>
        <p>{t('adminAccess.business.intro')}</p>
        <BusinessButton as="button" />
      </section>
    </div>
  );
}
