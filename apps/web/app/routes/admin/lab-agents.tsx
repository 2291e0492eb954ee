import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { AgentsSection } from '~/features/admin-lab-agents/AgentsSection';
import { ImagesSection } from '~/features/admin-lab-agents/ImagesSection';
import { agentsMeta } from '~/features/admin-lab-agents/page-meta';
import { agentsStyles } from '~/features/admin-lab-agents/styles';
import { useMergedSearchParams } from '~/lib/search-params';
import { localeOfMatches } from '~/lib/meta';

export const links = agentsStyles;

export const meta: MetaFunction = ({ matches }) => agentsMeta(localeOfMatches(matches));

/** Lab agents (tokens, who is online with which boards) and the board image catalogue. */
export default function AdminLabAgents() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div>
      <h1>{t('labAgents.title')}</h1>
      <AgentsSection
        page={page}
        onPage={(p) =>
          setParams(() => new URLSearchParams(p > 1 ? { page: String(p) } : {}), { preventScrollReset: true })
        }
      />
      <ImagesSection />
    </div>
  );
}
