/** Account settings of the signed-in areas ('Serviços e Configurações'). */
export { DeleteAccountDialog } from './DeleteAccountDialog';
export { EmailChangeDialog } from './EmailChangeDialog';
export { PasswordChangeDialog } from './PasswordChangeDialog';
export { canDeleteAccount, SettingsDrawer, settingsEntries } from './SettingsDrawer';
export { SupportDialog, telHref } from './SupportDialog';
