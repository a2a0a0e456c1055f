import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { SHORTCUTS } from './keyboard-shortcuts';
import { usePageShortcuts } from './use-keyboard-shortcuts';
import './ShortcutsHelp.css';

/** `?` anywhere in the shell lists the keyboard shortcuts (the kit's Dialog: Esc closes it). */
export const ShortcutsHelp = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  usePageShortcuts({ help: () => void setOpen(true) });
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('shortcuts.title')} closeLabel={t('shortcuts.close')}>
      <p className="nd-shortcuts__lead">{t('shortcuts.lead')}</p>
      <dl className="nd-shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className="nd-shortcuts__row">
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key} className="nd-shortcuts__key">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd>{t(`shortcuts.actions.${shortcut.action}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
};
