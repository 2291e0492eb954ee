import { useEffect, useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useQuestion, viewQuestion } from '~/features/community/api/questions';
import { loadDetail } from '~/features/community/loaders';
import { communityPageMeta } from '~/features/community/page-meta';
import { QuestionView } from '~/features/community/QuestionView';
import type { QuestionDetail } from '~/features/community/types';
import { useCurrentUser } from '~/lib/current-user';
import { jsonLd, localeOfMatches } from '~/lib/meta';

// /community/qa/detail?id= and /community/rv_qa/detail?id=: server-rendered with QAPage JSON-LD.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDetail(request, context);
}

function qaPage(q: QuestionDetail, url: string) {
  const origin = new URL(url).origin;
  const person = (name: string) => ({ '@type': 'Person', name });
  const answer = (a: QuestionDetail['answers'][number]) => ({
    '@type': 'Answer',
    text: a.body,
    dateCreated: a.createdAt,
    upvoteCount: a.likes,
    url: `${url}#answer-${a.id}`,
    author: person(a.author.nickname),
  });
  const adopted = q.answers.find((a) => a.adopted);
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: q.title,
      text: q.description,
      dateCreated: q.createdAt,
      answerCount: q.answers.length,
      upvoteCount: q.likes,
      author: person(q.author.nickname),
      ...(q.images[0] ? { image: new URL(q.images[0], origin).toString() } : {}),
      ...(adopted ? { acceptedAnswer: answer(adopted) } : {}),
      suggestedAnswer: q.answers.filter((a) => !a.adopted).map(answer),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return communityPageMeta(locale, 'qa', undefined);
  const q = data.question;
  return [
    ...communityPageMeta(locale, 'qa', data.url, {
      title: q.title,
      description: q.excerpt,
      type: 'article',
    }),
    jsonLd(qaPage(q, data.url)),
  ];
};

export default function QuestionDetailPage() {
  const data = useLoaderData<typeof loader>();
  const id = data.question.id;
  const q = useQuestion(id, data.question);
  const { user } = useCurrentUser();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    // counted once per viewer per day by the server; once per mount here
    if (viewed.current === id) return;
    viewed.current = id;
    void viewQuestion(id).catch(() => undefined);
  }, [id]);
  const question = q.data ?? data.question;
  const riscv = question.zone === 'riscv';
  const listPath =
    question.kind === 'topic'
      ? '/community/topic_exchange'
      : riscv
        ? '/community/rv_qa/list'
        : '/community/qa';
  return (
    <>
      <QuestionView
        q={question}
        selfId={user?.id ?? null}
        listPath={listPath}
        editPath={
          question.kind === 'topic' ? `/community/topic_exchange?edit=${id}` : `/community/qa/add?id=${id}`
        }
      />
    </>
  );
}
