import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NewsDocument } from '@newsdesk/core/documents/document.types';
import type { DocumentViewerStore } from './document-viewer.store';
import { SourceImage } from './SourceImage';
import { SportsChipLink } from './SportsChipLink';

type GroupKey = 'organizations' | 'people' | 'locations';

const groupsOf = (doc: NewsDocument): { key: GroupKey; names: string[] }[] => {
  const { organizations, persons, locations } = doc.metadata.concepts;
  return [
    { key: 'organizations' as const, names: organizations.map((e) => e.name) },
    { key: 'people' as const, names: persons.map((e) => e.name) },
    { key: 'locations' as const, names: locations.map((e) => e.name) },
  ].filter((group) => group.names.length > 0);
};

/** Side column: source image, entity chips by kind and the AND/OR switch for related documents. */
export const DocumentSide = observer(function DocumentSide({ store, document }: { store: DocumentViewerStore; document: NewsDocument }) {
  const { t } = useTranslation('viewer');
  const id = useId();
  const groups = groupsOf(document);
  return (
    <aside className="nd-viewer__side" aria-labelledby={`${id}-entities`}>
      <SourceImage domain={document.document.domain} />
      <h3 id={`${id}-entities`} className="nd-viewer__side-title">
        {t('entities.title')}
      </h3>
      {groups.length === 0 ? (
        <p className="nd-viewer__muted">{t('entities.none')}</p>
      ) : (
        <>
          {groups.map(({ key, names }) => (
            <div key={key} role="group" aria-labelledby={`${id}-${key}`} className="nd-viewer__entity-group">
              <h4 id={`${id}-${key}`} className="nd-viewer__entity-title">
                {t(`entities.${key}`)}
              </h4>
              <ul className="nd-viewer__chips">
                {names.map((name) => {
                  // Places are never linked: "München" is a city before it is a club (ADR 0030).
                  const subject = key === 'locations' ? undefined : store.sportsSubjectOf(name);
                  return (
                    <li key={name} className={subject ? 'nd-viewer__chip-pair' : undefined}>
                      <button
                        type="button"
                        className="nd-viewer__chip"
                        aria-pressed={store.isSelected(name)}
                        onClick={() => void store.toggleEntity(name)}
                      >
                        {name}
                      </button>
                      {subject && <SportsChipLink subject={subject} />}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          <div role="group" aria-label={t('entities.mode')} className="nd-viewer__mode">
            {(['OR', 'AND'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                className="nd-viewer__mode-option"
                aria-pressed={store.operatorMode === mode}
                onClick={() => void store.setOperatorMode(mode)}
              >
                {t(`entities.${mode === 'OR' ? 'or' : 'and'}`)}
              </button>
            ))}
          </div>
        </>
      )}
    </aside>
  );
});
