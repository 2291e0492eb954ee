import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LabBoardCard, LabKind } from '@occ/shared';
import { ButtonLink, PlainButton } from '~/components/plain/plain';
import { LocalTime } from '~/components/LocalTime';
import { CollectButton } from './CollectButton';
import { SlotTime } from './SlotTime';

export interface CardActions {
  loggedIn: boolean;
  onReserve: (boardId: number, kind: LabKind) => void;
  onNeedLogin: () => void;
}

/** The evaluation card of spec §3: company, CPU, SoC, board, devices, scheduled range, end date. */
export function BoardCard({ card, actions }: { card: LabBoardCard; actions: CardActions }) {
  const { t } = useTranslation();
  const titleId = `lab-board-${card.id}`;
  return (
    // antd's Card markup (issue 14: no antd Card on the page's first load)
    <div
      className="ant-card ant-card-bordered lab-card occ"
      data-testid="board-card"
      data-board={card.name}
      role="article"
      aria-labelledby={titleId}
    >
      <div className="ant-card-head">
        <div className="ant-card-head-wrapper">
          <div className="ant-card-head-title">
            <h2 id={titleId}>
              <Link to={`/cloud/board/${card.id}`}>{card.name}</Link>
            </h2>
          </div>
          <div className="ant-card-extra">
            <CollectButton
              boardId={card.id}
              boardName={card.name}
              collected={card.collected}
              loggedIn={actions.loggedIn}
              onNeedLogin={actions.onNeedLogin}
            />
          </div>
        </div>
      </div>
      <div className="ant-card-body">
        <dl>
          <dt>{t('lab.card.company')}</dt>
          <dd>{card.company.name}</dd>
          <dt>{t('lab.card.cpu')}</dt>
          <dd>
            {card.cpu.name} <span className="lab-muted">({card.cpu.isa})</span>
          </dd>
          <dt>{t('lab.card.soc')}</dt>
          <dd>{card.soc.name}</dd>
          <dt>{t('lab.card.available')}</dt>
          <dd>
            <span className={card.availableDevices > 0 ? 'lab-count-free' : undefined}>
              {card.availableDevices}
            </span>{' '}
            / {card.totalDevices}
          </dd>
          <dt>{t('lab.card.unconnected')}</dt>
          <dd>{card.unconnectedDevices}</dd>
          <dt>{t('lab.card.schedule')}</dt>
          <dd>
            <SlotTime from={card.scheduleFrom} to={card.scheduleTo} />
          </dd>
          <dt>{t('lab.card.endDate')}</dt>
          <dd>{card.endDate ? <LocalTime iso={card.endDate} /> : t('lab.card.noEndDate')}</dd>
        </dl>
        <div className="lab-card-actions">
          <ButtonLink to={`/cloud/board/${card.id}`} aria-label={t('lab.detailsOf', { name: card.name })}>
            {t('lab.details')}
          </ButtonLink>
          <PlainButton look={{ type: 'primary' }} onClick={() => actions.onReserve(card.id, 'evaluation')}>
            {t('lab.enterEvaluation')}
          </PlainButton>
          {card.microservices.length ? (
            <PlainButton onClick={() => actions.onReserve(card.id, 'microservice')}>
              {t('lab.enterTestLab')}
            </PlainButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}
