import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountEntry } from './AccountEntry';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';

/**
 * The header of phones and tablets: a menu button that opens a drawer with the navigation, the
 * language and the account. A native modal <dialog> (focus kept inside, Escape closes, the page
 * behind inert), not antd's Drawer: it is on every page's first load and costs no script.
 */
export function HeaderDrawer({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  // open at one address: a link followed inside the drawer (or any navigation) closes it
  const here = location.pathname + location.search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (value: boolean) => setOpenAt(value ? here : null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);

  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    // a click on the backdrop lands on the dialog element itself, outside its box
    const box = e.currentTarget.getBoundingClientRect();
    const outside =
      e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
    if (e.target === e.currentTarget && outside) setOpen(false);
    else if ((e.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-label={t('header.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="header-menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        className="header-drawer"
        aria-label={t('header.menu')}
        onClose={() => setOpen(false)}
        onClick={onDialogClick}
      >
        {open ? (
          <div className="header-drawer-body">
            <div className="header-drawer-head">
              <span className="header-drawer-title">{t('app.shortName')}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('header.closeMenu')}
                onClick={() => setOpen(false)}
              >
                <CloseIcon />
              </button>
            </div>
            <MainNav className="drawer-nav" />
            <section className="drawer-section" aria-label={t('locale.label')}>
              <LanguageSwitch locale={locale} />
            </section>
            <section className="drawer-section" aria-label={t('header.account')}>
              <AccountEntry inDrawer />
            </section>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
