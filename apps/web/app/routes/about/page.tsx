import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { apiGet } from '~/lib/loader-api';
import { pageMeta } from '~/lib/meta';

interface SitePage {
  title: string;
  description: string;
  html: string;
}

// One module serves /about and its children; the slug is the last path segment.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  const slug = path === '/about' ? 'about' : path.split('/').pop()!;
  const page = await apiGet<SitePage>(context, `/api/pages/${slug}`);
  return { page, url: `${context.publicUrl}${path}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({ title: `${data.page.title} · OCC`, description: data.page.description, url: data.url })
    : [];

export default function AboutPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article className="markdown-body">
      <h1>{page.title}</h1>
      {/* html comes from the server's sanitising markdown pipeline */}
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
