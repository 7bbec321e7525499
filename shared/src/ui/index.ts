/** The small UI kit every app uses; visible focus and keyboard use built in. Import `@forwarder/shared/tokens.css` once (the shell does). */
/** A button: variant primary/secondary/cta/ghost, size md/lg, `loading` shows a spinner and disables it. */
export { Button, buttonClassName, type ButtonProps, type ButtonLook, type ButtonVariant, type ButtonSize } from './button';
/** A react-router link with the Button look (`to`, variant, size). */
export { ButtonLink, type ButtonLinkProps } from './button-link';
/** A labelled text input with hint and error (aria-describedby, aria-invalid); accepts `ref`. */
export { TextInput, type TextInputProps } from './text-input';
/** An accessible combobox whose typed text filters the options by prefix; keyboard and aria-activedescendant. */
export { Select, filterOptionsByPrefix, type SelectProps, type SelectOption } from './select';
/** A day typed or picked as yyyy.MM.dd (the spec's format in every locale), the browser's calendar behind a button. */
export { DayField, dottedDay, isDottedDay, type DayFieldProps } from './day-field';
/** A labelled checkbox with a 44px touch target. */
export { Checkbox, type CheckboxProps } from './checkbox';
/** A modal dialog: focus trap, Escape closes, focus returns to the opener; full-height sheet at <=599px. */
export { Modal, type ModalProps } from './modal';
/** The confirm/cancel dialog of the global modals (OK / Cancel). */
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
/** The small success/warning dialog of the global modals (one OK button). */
export { AlertModal, type AlertModalProps } from './alert-modal';
/** Spinners: `Loader` (role status, translated 'Loading') and `PageLoader` (page-height, for lazy routes). */
export { Loader, PageLoader, type LoaderProps } from './loader';
export { FirstScreen, firstScreenElement, firstScreenState, type FirstScreenState } from './first-screen';
/** The empty state: an inline illustration, the spec's no-data message by default, and an optional action. */
export { EmptyState, type EmptyStateProps } from './empty-state';
/** A failed load: the catalogued message in a panel (role alert) with an optional Retry. */
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
/** A shimmering placeholder of the final size (width, height, radius). */
export { Skeleton, type SkeletonProps } from './skeleton';
/** A USD price shown in the display currency with tabular figures and the code; masked `*,***` when the spec says so. */
export { Price, type PriceProps } from './price';
/** The heading block of a section: eyebrow, title (h2 by default), subtitle, optional action. */
export { SectionHeading, type SectionHeadingProps } from './section-heading';
/** The not-found page: 'Oops! Page Not Found.' and a 'Main' button to /. */
export { NotFound } from './not-found';
/** The banner's decorative looping video: added after the first paint, never under Save-Data, reduced motion or a slow connection. */
export { attachLoopingVideo, mayLoadDecorativeVideo } from './looping-video';
export { useProgressiveCount } from './use-progressive-count';
/** A page's call on load (confirmation, unsubscribe) that boot.js starts with the document: its three states and their state hook. */
export { EarlyCallStates, useEarlyCall, type EarlyCallStatesProps } from './early-call-states';
