import { Button } from '../../../Button';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import row from '../securitySection.module.css';
import type { StaffFactorItem } from '../staffSecurity';
import type { StaffFactorsTexts } from './staffFactorsTexts';
import type { FactorsBusy } from './useFactorActions';

export type FactorListProps = {
  /** The prefix of the ids in it (the section's). */
  id: string;
  factors: readonly StaffFactorItem[];
  busy: FactorsBusy;
  /** "Verwijderen" of a factor. */
  onRemove: (factorId: string) => void;
  texts: StaffFactorsTexts;
};

/**
 * The colleague's factors, each with when it was added and last used, and "Verwijderen"
 * (disabled for the last one, and described by the reason).
 */
export function FactorList({ id, factors, busy, onRemove, texts }: FactorListProps) {
  const only = factors.length === 1;
  const lastId = `${id}-last`;
  return (
    <ul className={card.list} aria-label={texts.listLabel}>
      {factors.map((factor) => {
        const nameId = `${id}-${factor.id}`;
        const removing = busy?.kind === 'remove' && busy.id === factor.id;
        return (
          <li key={factor.id} className={row.item}>
            <div className={row.itemText}>
              <p id={nameId} className={row.name}>
                {texts.kinds[factor.kind]}
              </p>
              <p className={card.meta}>
                {fillIn(texts.added, { time: staffMoment(factor.createdAt) })}
                <br />
                {factor.lastUsedAt ? fillIn(texts.lastUsed, { time: staffMoment(factor.lastUsedAt) }) : texts.neverUsed}
              </p>
              {only ? (
                <p id={lastId} className={card.meta}>
                  {texts.lastFactor}
                </p>
              ) : null}
            </div>
            <Button
              variant="secondary"
              disabled={only}
              loading={removing}
              aria-describedby={only ? `${nameId} ${lastId}` : nameId}
              onClick={() => onRemove(factor.id)}
            >
              {removing ? texts.removing : texts.remove}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
