import { useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SiteField, SiteMonitorStore } from './site-monitor.store';
import { Button } from '../ui/Button';

/** "Add to list": address, selector, name; then the noise the three loads found, to keep or drop. */
export const AddSiteForm = observer(function AddSiteForm({ store }: { store: SiteMonitorStore }) {
  const { t } = useTranslation('site-monitor');
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.add();
  };
  const field = (
    name: SiteField,
    value: string,
    onChange: (v: string) => void,
    extra: { type?: string; placeholder?: string; grow?: boolean } = {},
  ) => (
    <div className={`nd-admin-field${extra.grow ? ' nd-admin-field--grow' : ' nd-admin-field--medium'}`}>
      <label htmlFor={`${id}-${name}`}>{t(`form.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        className="nd-admin-input"
        type={extra.type ?? 'text'}
        value={value}
        placeholder={extra.placeholder}
        aria-invalid={store.invalidField === name || undefined}
        aria-describedby={`${id}-${name}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-${name}-hint`} className="nd-admin-hint">
        {t(`form.${name}Hint`)}
      </p>
    </div>
  );
  const proposal = store.proposal;
  return (
    <section className="nd-admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="nd-admin-section__title">
        {t('form.title')}
      </h2>
      <form className="nd-admin-form nd-admin-form--inline nd-site-form" noValidate onSubmit={onSubmit} aria-busy={store.adding}>
        {field('url', store.url, store.setUrl, { type: 'url', placeholder: 'https://', grow: true })}
        {field('selector', store.selector, store.setSelector, { placeholder: '#main h1' })}
        {field('name', store.name, store.setName)}
        <Button variant="primary" type="submit" disabled={store.adding}>
          {store.adding ? t('form.adding') : t('form.add')}
        </Button>
      </form>
      {store.adding && (
        <p role="status" className="nd-admin-hint">
          {t('form.probing')}
        </p>
      )}
      {proposal && (
        <div className="nd-site-proposal" role="region" aria-labelledby={`${id}-proposal`}>
          <h3 id={`${id}-proposal`} className="nd-site-proposal__title">
            {t('proposal.title', { name: proposal.siteName })}
          </h3>
          <p className="nd-site-proposal__lead">{t('proposal.lead')}</p>
          <ul className="nd-site-proposal__rules">
            {proposal.rules.map((rule, i) => (
              <li key={rule} className="nd-admin-check">
                <input
                  id={`${id}-rule-${i}`}
                  type="checkbox"
                  checked={proposal.kept.includes(rule)}
                  onChange={() => store.toggleRule(rule)}
                />
                <label htmlFor={`${id}-rule-${i}`}>
                  <code>{rule}</code>
                </label>
              </li>
            ))}
          </ul>
          <div className="nd-site-proposal__actions">
            <Button variant="primary" size="small" disabled={store.savingRules} onClick={() => void store.saveRules()}>
              {t('proposal.save')}
            </Button>
            <Button size="small" onClick={store.dismissProposal}>
              {t('proposal.keepAll')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
});
