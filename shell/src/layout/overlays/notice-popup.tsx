import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@forwarder/shared/paths';
import { isNoticeCountry, readStorage, storageKeys, useVisitorCountry, writeStorage } from '@forwarder/shared/stores';
import { ArrowRight } from 'lucide-react';
import { Button, Modal } from '@forwarder/shared/ui';
import styles from './notice-popup.module.css';

/** 'Don't show for 1 day' (spec 1 section 9: notice hide period). */
export const NOTICE_HIDE_MS = 86_400_000;

// 'Close' hides the notice for this page session only: module state survives route changes
// but not a reload, and is deliberately not written to storage.
let closedThisPage = false;

const snoozed = () => Date.now() <= Number(readStorage(storageKeys.noticeHideUntil) || 0);

/**
 * The notice for buyers in the notice countries (spec 1 sections 2, 4 and 9), on every page
 * except the blog. The notice itself is bilingual by design, English and Arabic, whatever the
 * interface language; only its controls follow the interface language. The Arabic font is
 * fetched only when the notice actually shows.
 */
export function NoticePopup({ suppressed = false }: { suppressed?: boolean }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const noticeCountry = useVisitorCountry(isNoticeCountry);
  const [hidden, setHidden] = useState(() => closedThisPage || snoozed());
  const closeRef = useRef<HTMLButtonElement>(null);

  const onBlog = pathname === paths.blog || pathname.startsWith(`${paths.blog}/`);
  const show = noticeCountry && !hidden && !onBlog && !suppressed;

  useEffect(() => {
    if (show) void import('@fontsource/noto-sans-arabic/400.css');
  }, [show]);

  const close = () => {
    closedThisPage = true;
    setHidden(true);
  };
  const hideForADay = () => {
    writeStorage(storageKeys.noticeHideUntil, String(Date.now() + NOTICE_HIDE_MS));
    setHidden(true);
  };

  return (
    <Modal
      open={show}
      onClose={close}
      title={t`Notice`}
      size="lg"
      initialFocus={closeRef}
      footer={
        <>
          <Button variant="secondary" onClick={hideForADay}>
            <Trans>Don't show for 1 day</Trans>
          </Button>
          <Button ref={closeRef} onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.columns}>
        <section lang="en" dir="ltr" className={styles.text} aria-labelledby="notice-en-title">
          <h3 id="notice-en-title" className={styles.heading}>
            Notice to buyers in Syria
          </h3>
          <p>We ship cars and other cargo from South Korea to Syria and to neighbouring ports.</p>
          <p>
            Vehicle import rules in Syria change often. Before you buy a car, contact us to confirm that its model and year can be
            imported and which documents you will need.
          </p>
          <p>Pay only to the company bank account printed on your official invoice from us. We never ask for payment to a personal account.</p>
        </section>
        <section lang="ar" dir="rtl" className={`${styles.text} ${styles.arabic}`} aria-labelledby="notice-ar-title">
          <h3 id="notice-ar-title" className={styles.heading}>
            إشعار للمشترين في سوريا
          </h3>
          <p>نشحن السيارات والبضائع الأخرى من كوريا الجنوبية إلى سوريا وإلى الموانئ المجاورة.</p>
          <p>
            تتغير قواعد استيراد السيارات في سوريا باستمرار. قبل شراء أي سيارة، تواصل معنا للتأكد من إمكانية استيراد طرازها وسنة صنعها،
            ومن المستندات التي ستحتاج إليها.
          </p>
          <p>ادفع فقط إلى الحساب المصرفي للشركة المذكور في فاتورتك الرسمية الصادرة منا. لا نطلب أبدًا تحويل أي مبلغ إلى حساب شخصي.</p>
        </section>
      </div>
      <Link to={paths.blog} className={styles.more}>
        <Trans>Read More</Trans>
        <ArrowRight size={18} aria-hidden="true" />
      </Link>
    </Modal>
  );
}
