// The widget kit (STYLE.md: one look, one behaviour): what every widget builds with, for host
// pages and the app shell that compose their own screens from it.
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { Alert } from './Alert';
export type { AlertProps } from './Alert';
export { Spinner } from './Spinner';
export { toUiError, keepRefusals, keepDomain } from './ui-error';
export type { UiError, UiErrorPolicy } from './ui-error';
export type { LoadStatus, Loadable } from './loadable';
export { LoadableValue } from './loadable-value';
