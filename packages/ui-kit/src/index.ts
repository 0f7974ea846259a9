// @rapport/ui-kit: React components on Ark UI, styled by the panda recipes of `./preset`.
// Import the stylesheet once in the app: `import '@rapport/ui-kit/styles.css'`.

export { Portal } from '@ark-ui/react/portal';
export * as Avatar from './components/avatar';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export {
  createDeferredToaster,
  type DeferredToaster,
  type DeferredToasterOptions,
  type ShownToast,
} from './components/deferred-toaster';
export * as Dialog from './components/dialog';
export * as Drawer from './components/drawer';
export { EditableField, type EditableFieldProps } from './components/editable-field';
export * as Field from './components/field';
export { Input, type InputProps, Textarea, type TextareaProps } from './components/field';
export { IconButton, type IconButtonProps } from './components/icon-button';
export { Logo, type LogoProps } from './components/logo';
export * as Menu from './components/menu';
export { PasswordField, type PasswordFieldProps } from './components/password-field';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { PinInput, type PinInputProps } from './components/pin-input';
export * as Progress from './components/progress';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export {
  SegmentedControl,
  type SegmentedControlItem,
  type SegmentedControlProps,
} from './components/segmented-control';
export { Spinner, type SpinnerProps } from './components/spinner';
export * as Tabs from './components/tabs';
export { TextField, type TextFieldProps } from './components/text-field';
export { ThemeToggle, type ThemeToggleProps } from './components/theme-toggle';
export { Toast, Toaster, type ToasterProps } from './components/toast';
export {
  type AppToaster,
  createAppToaster,
  DEFAULT_TOASTER_OPTIONS,
  isSwipeDismiss,
  showToast,
  type ToasterOptions,
  type ToastKind,
  type ToastOptions,
  type ToastVariant,
  toast,
  toastDuration,
  toaster,
} from './components/toast-store';
export * as Tooltip from './components/tooltip';
export {
  UserAvatar,
  type UserAvatarProps,
} from './components/user-avatar';
export * from './constants';
export {
  EyeIcon,
  EyeOffIcon,
  type IconProps,
  ImageIcon,
  MailIcon,
  MenuIcon,
  MicIcon,
  MoonIcon,
  PaperclipIcon,
  PhoneIcon,
  PlusIcon,
  SendIcon,
  SparklesIcon,
  SunIcon,
  UploadIcon,
  XIcon,
} from './icons';
export {
  applyTheme,
  createThemeStore,
  isTheme,
  type ResolveThemeInput,
  readTheme,
  resolveTheme,
  type Theme,
  type ThemeStore,
  type ThemeStoreOptions,
  themeBootScript,
  toggleTheme,
} from './theme';
