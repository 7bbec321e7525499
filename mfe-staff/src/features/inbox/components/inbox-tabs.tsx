import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BookingStep } from '@forwarder/shared/contract';
import { STEPS, useStepLabels } from '../../../components/labels';
import { tabKeyTarget } from '../../../components/tab-keys';
import styles from './inbox.module.css';

/** The tab of every step, and the id its tab element gets (the list panel is labelled by the selected one). */
export const tabId = (step: BookingStep | undefined) => `inbox-tab-${step ?? 'all'}`;
/** The id of the panel the tabs control. */
export const PANEL_ID = 'inbox-panel';

/**
 * The step tabs with their counts under the other filters (a tablist: Left/Right, Home/End move
 * and select, as the WAI-ARIA tabs pattern with automatic activation). "All" sums them.
 */
export function InboxTabs({ step, counts, onSelect }: { step: BookingStep | undefined; counts: Record<BookingStep, number> | undefined; onSelect: (step: BookingStep | undefined) => void }) {
  const { t } = useLingui();
  const labels = useStepLabels();
  const tabs: Array<{ step: BookingStep | undefined; label: string; count: number | undefined }> = [
    { step: undefined, label: t`All`, count: counts ? STEPS.reduce((n, s) => n + counts[s], 0) : undefined },
    ...STEPS.map((s) => ({ step: s, label: labels[s], count: counts?.[s] })),
  ];
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const list = useRef<HTMLDivElement>(null);
  const selected = Math.max(0, tabs.findIndex((tab) => tab.step === step));

  // On a phone the tabs scroll sideways in one row: keep the selected one in view.
  useEffect(() => {
    const strip = list.current?.getBoundingClientRect();
    const tab = refs.current[selected]?.getBoundingClientRect();
    if (!strip || !tab || !list.current) return;
    if (tab.left < strip.left || tab.right > strip.right) list.current.scrollLeft += tab.left - strip.left - 16;
  }, [selected]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const to = tabKeyTarget(e.key, i, tabs.length);
    if (to === null) return;
    e.preventDefault();
    refs.current[to]?.focus();
    onSelect(tabs[to]!.step);
  };

  return (
    <div ref={list} className={styles.tabs} role="tablist" aria-label={t`Booking steps`}>
      {tabs.map((tab, i) => (
        <button
          key={tab.step ?? 'all'}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab.step)}
          className={styles.tab}
          data-step={tab.step ?? 'ALL'}
          aria-selected={i === selected}
          aria-controls={PANEL_ID}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => onSelect(tab.step)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          <span>{tab.label}</span>
          <span className={styles.tabCount} data-testid="tab-count">
            {tab.count ?? '–'}
          </span>
        </button>
      ))}
    </div>
  );
}
